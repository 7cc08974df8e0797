import { describe, expect, it } from 'vitest';
import { sortPosts } from './feed';
import { buildSectionNav, flattenNav, type NavPage } from './navigation';
import { comparePosts } from './post-order';

const post = (url: string, date: string, title: string, sort = 0): NavPage & { date: string } => ({
  url,
  title,
  date,
  sort,
  section: 'blog',
  slug: url.split('/')[2]!,
  anchors: [],
});

describe('comparePosts', () => {
  it('puts the newest day first, and posts of one day by url', () => {
    const a = post('/blog/2026-11-21-docs-roadmap/', '2026-11-21', 'Roadmap: where');
    const b = post('/blog/2026-11-21-roadmap-2021-revisited/', '2026-11-21', 'Roadmap 2021');
    const old = post('/blog/2020-10-10-webpack-5-release/', '2020-10-10', 'webpack 5');
    expect([old, b, a].sort(comparePosts)).toEqual([a, b, old]);
    expect(comparePosts(a, a)).toBe(0);
  });

  it('orders a same-day pair the same whichever comes first', () => {
    const a = { url: '/blog/2026-11-21-docs-roadmap/', date: '2026-11-21' };
    const b = { url: '/blog/2026-11-21-roadmap-2021-revisited/', date: '2026-11-21' };
    expect(comparePosts(a, b)).toBeLessThan(0);
    expect(comparePosts(b, a)).toBeGreaterThan(0);
  });

  it('puts an undated page after every dated post, from either side', () => {
    const undated = { url: '/blog/about/' };
    const dated = { url: '/blog/2020-10-10-webpack-5-release/', date: '2020-10-10' };
    expect(comparePosts(undated, dated)).toBeGreaterThan(0);
    expect(comparePosts(dated, undated)).toBeLessThan(0);
  });

  it('is the order of the blog index (and feed) and of the blog sidebar alike', () => {
    // Titles and sort values that would order the same-day pair the other way round.
    const posts = [
      post('/blog/2026-11-21-roadmap-2021-revisited/', '2026-11-21', 'A revisited', 0),
      post('/blog/2026-11-21-docs-roadmap/', '2026-11-21', 'Z docs', 5),
      post('/blog/2025-07-09-webpack-5-100/', '2025-07-09', 'webpack 5.100'),
    ];
    const index = sortPosts(posts).map((p) => p.url);
    const sidebar = flattenNav(
      buildSectionNav(
        [...posts, { ...post('/blog/', '', 'Blog'), slug: 'index', date: undefined }],
        'blog',
      ),
    )
      .map((p) => p.url)
      .filter((url) => url !== '/blog/');
    expect(sidebar).toEqual(index);
    expect(index[0]).toBe('/blog/2026-11-21-docs-roadmap/');
  });
});
