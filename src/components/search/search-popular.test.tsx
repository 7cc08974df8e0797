// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { pageByUrl } from '@/lib/content';
import { pathOf } from './search-hit';
import { POPULAR_PAGES, SearchPopular } from './search-popular';

describe('SearchPopular', () => {
  it('lists the hand-picked pages as links, and following one reports the navigation', () => {
    const onNavigate = vi.fn();
    render(<SearchPopular onNavigate={onNavigate} />);
    expect(screen.getByRole('region', { name: 'Popular' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(POPULAR_PAGES.map((p) => p.url));
    fireEvent.click(links[0]!);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('is a short list of pages that exist, under their own titles', () => {
    expect(POPULAR_PAGES.length).toBeGreaterThanOrEqual(3);
    expect(POPULAR_PAGES.length).toBeLessThanOrEqual(8);
    for (const { url, title } of POPULAR_PAGES) expect(pageByUrl(url)?.title, url).toBe(title);
  });
});

describe('pathOf', () => {
  const hit = {
    url: '/guides/caching/#a',
    type: 'lvl2',
    hierarchy: { lvl0: 'Guides', lvl1: 'Caching', lvl2: 'A' },
  };
  it('names the section of a best hit, which is not under its section group', () => {
    expect(pathOf(hit)).toBe('Caching');
    expect(pathOf({ ...hit, bestMatch: true })).toBe('Guides › Caching');
  });
});
