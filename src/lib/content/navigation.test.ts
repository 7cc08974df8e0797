import { describe, expect, it } from 'vitest';
import { buildSectionNav, flattenNav, neighbours, type NavPage } from './navigation';

function page(url: string, extra: Partial<NavPage> = {}): NavPage {
  const segments = url.split('/').filter(Boolean);
  return {
    url,
    title: extra.title ?? segments.at(-1) ?? '',
    section: segments[0] ?? '',
    slug: segments.length === 1 ? 'index' : (segments.at(-1) ?? ''),
    anchors: [],
    ...extra,
  };
}

const fixture: NavPage[] = [
  page('/loaders/sass-loader/', { title: 'sass-loader', group: 'CSS', sort: 2 }),
  page('/loaders/babel-loader/', { title: 'babel-loader', sort: 1 }),
  page('/loaders/', { title: 'Loaders', sort: 0 }),
  page('/loaders/css-loader/', { title: 'css-loader', group: 'CSS', sort: 1 }),
  page('/loaders/less-loader/', { title: 'less-loader', group: 'CSS', sort: 1 }),
  page('/loaders/printable/', { title: 'Printable' }),
  page('/loaders/val-loader/', { title: 'val-loader', group: '-' }),
  page('/loaders/coffee-loader/', { title: 'coffee-loader', group: 'Community', sort: 9 }),
  page('/guides/caching/', { title: 'Caching', sort: 1 }),
];

describe('buildSectionNav', () => {
  it('groups a section, ungrouped first, then groups by their first page, pages by sort then title', () => {
    const groups = buildSectionNav(fixture, 'loaders');
    expect(groups.map((group) => group.title)).toEqual([undefined, 'CSS', 'Community']);
    expect(groups.map((group) => group.pages.map((p) => p.title))).toEqual([
      ['Loaders', 'babel-loader', 'val-loader'],
      ['css-loader', 'less-loader', 'sass-loader'],
      ['coffee-loader'],
    ]);
  });

  it('does not depend on the input order', () => {
    const reversed = buildSectionNav([...fixture].reverse(), 'loaders');
    expect(reversed).toEqual(buildSectionNav(fixture, 'loaders'));
  });

  it('never lists printable pages or pages of other sections', () => {
    const urls = flattenNav(buildSectionNav(fixture, 'loaders')).map((p) => p.url);
    expect(urls).not.toContain('/loaders/printable/');
    expect(urls).not.toContain('/guides/caching/');
  });

  it('puts dated pages newest first after the section page', () => {
    const blog = [
      page('/blog/2018-02-25-a/', { date: '2018-02-25' }),
      page('/blog/', { title: 'Blog' }),
      page('/blog/2020-10-10-b/', { date: '2020-10-10' }),
    ];
    expect(flattenNav(buildSectionNav(blog, 'blog')).map((p) => p.url)).toEqual([
      '/blog/',
      '/blog/2020-10-10-b/',
      '/blog/2018-02-25-a/',
    ]);
  });

  it('keeps an undated page of the blog after the posts, whatever its title', () => {
    const blog = [
      page('/blog/archive/', { title: 'Archive' }),
      page('/blog/2020-10-10-b/', { title: 'Webpack 5', date: '2020-10-10' }),
    ];
    expect(flattenNav(buildSectionNav(blog, 'blog')).map((p) => p.url)).toEqual([
      '/blog/2020-10-10-b/',
      '/blog/archive/',
    ]);
  });

  it('orders pages of equal sort by title, and only pages of the same title by url', () => {
    const pages = [
      page('/guides/a-zeta/', { title: 'Zeta' }),
      page('/guides/z-alpha/', { title: 'Alpha' }),
      page('/guides/b-same/', { title: 'Same' }),
      page('/guides/a-same/', { title: 'Same' }),
    ];
    expect(flattenNav(buildSectionNav(pages, 'guides')).map((p) => p.url)).toEqual([
      '/guides/z-alpha/',
      '/guides/a-same/',
      '/guides/b-same/',
      '/guides/a-zeta/',
    ]);
  });

  it('returns no groups for an unknown section', () => {
    expect(buildSectionNav(fixture, 'nope')).toEqual([]);
  });
});

describe('neighbours', () => {
  const groups = buildSectionNav(fixture, 'loaders');

  it('links previous and next in sidebar order, across groups', () => {
    expect(neighbours(groups, '/loaders/val-loader/')).toEqual({
      previous: { url: '/loaders/babel-loader/', title: 'babel-loader' },
      next: { url: '/loaders/css-loader/', title: 'css-loader' },
    });
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(neighbours(groups, '/loaders/')).toEqual({
      next: { url: '/loaders/babel-loader/', title: 'babel-loader' },
    });
    expect(neighbours(groups, '/loaders/coffee-loader/')).toEqual({
      previous: { url: '/loaders/sass-loader/', title: 'sass-loader' },
    });
  });

  it('returns nothing for a page outside the navigation', () => {
    expect(neighbours(groups, '/loaders/printable/')).toEqual({});
  });
});
