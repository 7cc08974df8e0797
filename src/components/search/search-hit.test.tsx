// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SearchHit, type SearchHitProps } from './search-hit';

const hit: SearchHitProps['hit'] = {
  url: '/loaders/babel-loader/#cachedirectory',
  type: 'lvl3',
  content: 'Caches <b>results</b> on disk.',
  hierarchy: { lvl0: 'Loaders', lvl1: 'babel-loader', lvl2: 'Options', lvl3: 'cacheDirectory' },
  _snippetResult: {
    hierarchy: { lvl3: { value: '<mark>cacheDirectory</mark>' } },
    content: {
      value: '<mark>Caches</mark> &lt;b&gt;results&lt;/b&gt; <img src=x onerror=alert(1)>',
    },
  },
};

describe('SearchHit', () => {
  it('shows the heading, its path and the snippet, with the matches marked', () => {
    render(<SearchHit hit={hit} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/loaders/babel-loader/#cachedirectory');
    expect(link).toHaveTextContent('cacheDirectory');
    expect(link).toHaveTextContent('babel-loader › Options');
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'cacheDirectory',
      'Caches',
    ]);
  });

  it('renders markup in values as text, never as elements', () => {
    const { container } = render(<SearchHit hit={hit} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container).toHaveTextContent('<b>results</b> <img src=x onerror=alert(1)>');
  });

  it('falls back to the plain hierarchy when a hit has no highlight', () => {
    render(
      <SearchHit
        hit={{
          url: '/glossary/',
          type: 'lvl1',
          hierarchy: { lvl0: 'Glossary', lvl1: '<Glossary>' },
        }}
      />,
    );
    expect(screen.getByRole('link')).toHaveTextContent('<Glossary>');
  });
});
