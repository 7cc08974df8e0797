// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TopNav } from './top-nav.client';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const SECTIONS = ['Concepts', 'Configuration', 'Guides', 'Loaders', 'Plugins', 'Migrate', 'API'];

function topLink(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
}

beforeEach(() => {
  navigation.pathname = '/';
});

describe('TopNav', () => {
  it('links Documentation, Contribute and Blog to their section roots', () => {
    render(<TopNav />);
    expect(topLink('Documentation')).toHaveAttribute('href', '/concepts/');
    expect(topLink('Contribute')).toHaveAttribute('href', '/contribute/');
    expect(topLink('Blog')).toHaveAttribute('href', '/blog/');
  });

  it.each([
    '/api/',
    '/api/cli/',
    '/concepts/',
    '/concepts/entry-points/',
    '/configuration/mode/',
    '/guides/getting-started/',
    '/loaders/babel-loader/',
    '/migrate/5/',
    '/plugins/define-plugin/',
  ])('marks Documentation as the current page on %s', (path) => {
    navigation.pathname = path;
    render(<TopNav />);
    expect(topLink('Documentation')).toHaveAttribute('aria-current', 'page');
    expect(topLink('Contribute')).not.toHaveAttribute('aria-current');
    expect(topLink('Blog')).not.toHaveAttribute('aria-current');
  });

  it.each(['/blog/', '/contribute/', '/glossary/', '/'])(
    'does not mark Documentation on %s',
    (path) => {
      navigation.pathname = path;
      render(<TopNav />);
      expect(topLink('Documentation')).not.toHaveAttribute('aria-current');
    },
  );

  it('marks Contribute on /contribute/ and Blog on /blog/', () => {
    navigation.pathname = '/contribute/writers-guide/';
    const { unmount } = render(<TopNav />);
    expect(topLink('Contribute')).toHaveAttribute('aria-current', 'page');
    expect(topLink('Blog')).not.toHaveAttribute('aria-current');
    unmount();
    navigation.pathname = '/blog/2020-10-10-webpack-5-release/';
    render(<TopNav />);
    expect(topLink('Blog')).toHaveAttribute('aria-current', 'page');
    expect(topLink('Contribute')).not.toHaveAttribute('aria-current');
  });

  it('lists the documentation sections in its dropdown, without Contribute and Blog', () => {
    render(<TopNav />);
    const dropdown = screen.getByRole('list', { name: 'Documentation sections' });
    const links = within(dropdown).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/concepts/',
      '/configuration/',
      '/guides/',
      '/loaders/',
      '/plugins/',
      '/migrate/',
      '/api/',
    ]);
  });
});
