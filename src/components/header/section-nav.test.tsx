// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SectionNav } from './section-nav.client';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

beforeEach(() => {
  navigation.pathname = '/';
});

describe('SectionNav', () => {
  it('lists the documentation sections, without Contribute and Blog', () => {
    render(<SectionNav />);
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Concepts', '/concepts/'],
      ['Configuration', '/configuration/'],
      ['Guides', '/guides/'],
      ['Loaders', '/loaders/'],
      ['Plugins', '/plugins/'],
      ['Migrate', '/migrate/'],
      ['API', '/api/'],
    ]);
  });

  it('marks the section of the current path, and only that one', () => {
    navigation.pathname = '/plugins/define-plugin/';
    render(<SectionNav />);
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['Plugins']);
    expect(current[0]).toHaveAttribute('aria-current', 'true');
  });

  it('marks no section outside the documentation', () => {
    navigation.pathname = '/blog/';
    render(<SectionNav />);
    const nav = screen.getByRole('navigation', { name: 'Documentation sections' });
    for (const link of within(nav).getAllByRole('link')) {
      expect(link).not.toHaveAttribute('aria-current');
    }
  });
});
