// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrevNext } from './prev-next';

describe('PrevNext', () => {
  it('renders previous and next links with rel hints', () => {
    render(
      <PrevNext
        previous={{ url: '/guides/installation/', title: 'Installation' }}
        next={{ url: '/guides/caching/', title: 'Caching' }}
      />,
    );
    expect(screen.getByRole('link', { name: /Previous\s*Installation/ })).toHaveAttribute(
      'rel',
      'prev',
    );
    expect(screen.getByRole('link', { name: /Next\s*Caching/ })).toHaveAttribute(
      'href',
      '/guides/caching/',
    );
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('rel', 'next');
  });

  it('renders nothing without neighbours', () => {
    const { container } = render(<PrevNext />);
    expect(container).toBeEmptyDOMElement();
  });
});
