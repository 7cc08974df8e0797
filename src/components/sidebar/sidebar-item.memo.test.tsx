// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { sameEntry, SidebarItem, type SidebarItemProps } from './sidebar-item.client';

/** Counts the renders of the entry's links. */
const links = vi.hoisted(() => ({ renders: 0 }));
vi.mock('next/link', () => ({
  default: ({ href, children, className }: ComponentProps<'a'>) => {
    links.renders += 1;
    return (
      <a href={String(href)} className={className}>
        {children}
      </a>
    );
  },
}));

const entry = (change: Partial<SidebarItemProps> = {}): SidebarItemProps => ({
  url: '/guides/caching/',
  title: 'Caching',
  anchorsUrl: '/anchors/guides.json',
  expandable: true,
  current: true,
  anchors: [{ id: 'output-filenames', title: 'Output filenames', level: 2 }],
  ...change,
});

describe('SidebarItem on a refresh', () => {
  it('renders again only when what it shows changed', () => {
    links.renders = 0;
    const { rerender } = render(<SidebarItem {...entry()} />);
    expect(links.renders).toBe(2);
    // The same entry, in new objects (as a server refresh sends them): nothing renders.
    rerender(<SidebarItem {...entry()} />);
    expect(links.renders).toBe(2);
    rerender(<SidebarItem {...entry({ title: 'Caching output' })} />);
    expect(links.renders).toBe(4);
    expect(screen.getByRole('link', { name: 'Caching output' })).toBeInTheDocument();
  });

  it("shows the current page's renamed heading", () => {
    const { rerender } = render(<SidebarItem {...entry()} />);
    rerender(
      <SidebarItem
        {...entry({ anchors: [{ id: 'file-names', title: 'File names', level: 2 }] })}
      />,
    );
    expect(screen.getByRole('link', { name: 'File names' })).toHaveAttribute(
      'href',
      '/guides/caching/#file-names',
    );
    expect(screen.queryByRole('link', { name: 'Output filenames' })).toBeNull();
  });
});

describe('sameEntry', () => {
  it('compares what the entry shows, anchors by content', () => {
    expect(sameEntry(entry(), entry())).toBe(true);
    expect(sameEntry(entry(), entry({ current: false }))).toBe(false);
    expect(sameEntry(entry(), entry({ url: '/guides/' }))).toBe(false);
    expect(sameEntry(entry(), entry({ anchorsUrl: '/anchors/api.json' }))).toBe(false);
    expect(sameEntry(entry(), entry({ expandable: false }))).toBe(false);
    expect(
      sameEntry(entry(), entry({ anchors: [{ id: 'output-filenames', title: 'Out', level: 2 }] })),
    ).toBe(false);
    expect(sameEntry(entry({ anchors: undefined }), entry({ anchors: undefined }))).toBe(true);
  });
});
