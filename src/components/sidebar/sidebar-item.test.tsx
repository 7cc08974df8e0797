// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { SidebarItem } from './sidebar-item.client';

const anchors = { '/guides/caching/': [['output-filenames', 'Output filenames', 2]] };

afterEach(() => vi.unstubAllGlobals());

describe('SidebarItem', () => {
  it('shows the current page anchors at once, without a fetch', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <SidebarItem
        url="/guides/caching/"
        title="Caching"
        anchorsUrl="/anchors/guides.json"
        expandable
        current
        anchors={[{ id: 'output-filenames', title: 'Output filenames', level: 2 }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Output filenames' })).toHaveAttribute(
      'href',
      '/guides/caching/#output-filenames',
    );
    expect(screen.getByRole('button', { name: 'Sections of Caching' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("expands another page from its section's anchors file", async () => {
    const fetch = vi.fn(async () => Response.json(anchors));
    vi.stubGlobal('fetch', fetch);
    render(
      <SidebarItem
        url="/guides/caching/"
        title="Caching"
        anchorsUrl="/anchors/guides.json"
        expandable
        current={false}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Output filenames' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sections of Caching' }));
    expect(await screen.findByRole('link', { name: 'Output filenames' })).toBeVisible();
    expect(fetch).toHaveBeenCalledWith('/anchors/guides.json');
  });

  it('says so when the anchors cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    render(
      <SidebarItem
        url="/api/cli/"
        title="CLI"
        anchorsUrl="/anchors/api.json"
        expandable
        current={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sections of CLI' }));
    expect(await screen.findByText('Sections could not be loaded')).toBeVisible();
  });
});
