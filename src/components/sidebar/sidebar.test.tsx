// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavGroup } from '@/lib/content/navigation';
import { Sidebar } from './sidebar';

const groups: NavGroup[] = [
  {
    pages: [
      { url: '/loaders/', title: 'Loaders', section: 'loaders', slug: 'index', anchors: [] },
      {
        url: '/loaders/babel-loader/',
        title: 'babel-loader',
        section: 'loaders',
        slug: 'babel-loader',
        anchors: [],
      },
    ],
  },
  {
    title: 'CSS',
    pages: [
      {
        url: '/loaders/css-loader/',
        title: 'css-loader',
        section: 'loaders',
        slug: 'css-loader',
        anchors: [],
      },
    ],
  },
];

describe('Sidebar', () => {
  it('lists the section pages under their group headings and marks the current one', () => {
    render(
      <Sidebar
        title="Loaders"
        section="loaders"
        groups={groups}
        currentUrl="/loaders/css-loader/"
        printable
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Loaders pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Loaders', 'babel-loader', 'css-loader', 'Print Section']);
    expect(within(nav).getByText('CSS')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'css-loader' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'babel-loader' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('links Print Section and offers Save for offline, only for printable sections', () => {
    const { rerender } = render(
      <Sidebar
        title="Loaders"
        section="loaders"
        groups={groups}
        currentUrl="/loaders/"
        printable
      />,
    );
    expect(screen.getByRole('link', { name: 'Print Section' })).toHaveAttribute(
      'href',
      '/loaders/printable/',
    );
    expect(screen.getByRole('button', { name: 'Save for offline' })).toHaveAttribute(
      'data-save-section',
      'loaders',
    );
    rerender(
      <Sidebar title="Blog" section="blog" groups={groups} currentUrl="/blog/" printable={false} />,
    );
    expect(screen.queryByRole('link', { name: 'Print Section' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save for offline' })).not.toBeInTheDocument();
  });
});
