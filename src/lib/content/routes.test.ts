import { describe, expect, it, vi } from 'vitest';
import type { Page } from './index';
import { resolveRoute, routeParams, spreadEvenly } from './routes';

// The corpus on disk is large: stand in a handful of pages for it, one of them with a
// character a url carries encoded.
const { PAGES, printablePages } = vi.hoisted(() => {
  const page = (url: string, title: string) => ({ url, title }) as unknown as Page;
  const PAGES = [
    page('/configuration/', 'Configuration'),
    page('/configuration/output/', 'Output'),
    page('/blog/2026-11-21-docs-roadmap/', 'Roadmap'),
    page('/glossary/', 'Glossary'),
    page('/guides/caching é/', 'Caching é'),
  ];
  // As for the real sections: the blog has no printable page.
  const printablePages = (section: string) =>
    section === 'blog' ? undefined : PAGES.filter((page) => page.url.startsWith(`/${section}/`));
  return { PAGES, printablePages };
});
vi.mock('./index', () => ({
  allPages: () => PAGES,
  pageByUrl: (url: string) => PAGES.find((page) => page.url === url),
  printablePages,
  sectionTitle: (section: string) => (section === 'configuration' ? 'Configuration' : section),
  topLevelPages: () => [PAGES[3]],
}));

const [configuration, output, , glossary, caching] = PAGES;

describe('resolveRoute', () => {
  it('resolves the segments of a page url to that page, decoded', () => {
    expect(resolveRoute(['configuration', 'output'])).toEqual({ kind: 'page', page: output });
    expect(resolveRoute(['configuration'])).toEqual({ kind: 'page', page: configuration });
    expect(resolveRoute(['glossary'])).toEqual({ kind: 'page', page: glossary });
    expect(resolveRoute(['guides', 'caching%20%C3%A9'])).toEqual({ kind: 'page', page: caching });
  });

  it("resolves /{section}/printable/ to the section's pages, and /printable/ to the top-level ones", () => {
    expect(resolveRoute(['configuration', 'printable'])).toEqual({
      kind: 'printable',
      url: '/configuration/printable/',
      title: 'Configuration',
      pages: [configuration, output],
    });
    expect(resolveRoute(['printable'])).toEqual({
      kind: 'printable',
      url: '/printable/',
      title: 'Other pages',
      pages: [glossary],
    });
  });

  it('is a 404 for a section without a printable page and for anything below a printable page', () => {
    expect(resolveRoute(['blog', 'printable'])).toBeUndefined();
    expect(resolveRoute(['printable', 'configuration'])).toBeUndefined();
    expect(resolveRoute(['configuration', 'printable', 'output'])).toBeUndefined();
    expect(resolveRoute(['configuration', 'missing'])).toBeUndefined();
  });
});

describe('routeParams', () => {
  it('lists every page and every printable page once, each resolving to a route', () => {
    const slugs = routeParams().map((params) => params.slug);
    expect(slugs.map((slug) => slug.join('/')).sort()).toEqual(
      [
        'configuration',
        'configuration/output',
        'blog/2026-11-21-docs-roadmap',
        'glossary',
        'guides/caching é',
        'printable',
        ...['api', 'concepts', 'configuration', 'contribute', 'guides', 'loaders', 'migrate', 'plugins'].map(
          (section) => `${section}/printable`,
        ),
      ].sort(),
    );
    // Next encodes the segments it is given; the route decodes them again.
    for (const slug of slugs) {
      expect(resolveRoute(slug.map(encodeURIComponent)), slug.join('/')).toBeDefined();
    }
  });
});

describe('spreadEvenly', () => {
  it('places the rare items at even intervals, keeping both orders', () => {
    const common = Array.from({ length: 9 }, (_, i) => `p${i}`);
    expect(spreadEvenly(common, ['A', 'B'])).toEqual([
      'p0',
      'p1',
      'p2',
      'A',
      'p3',
      'p4',
      'p5',
      'B',
      'p6',
      'p7',
      'p8',
    ]);
  });

  it('gives each half of a long list half of the rare items', () => {
    const common = Array.from({ length: 1000 }, (_, i) => i);
    const rare = Array.from({ length: 8 }, (_, i) => -1 - i);
    const list = spreadEvenly(common, rare);
    expect(list).toHaveLength(1008);
    expect(list.slice(0, 504).filter((item) => item < 0)).toHaveLength(4);
  });

  it('keeps every item when there is nothing or little to spread through', () => {
    expect(spreadEvenly([], ['A', 'B'])).toEqual(['A', 'B']);
    expect(spreadEvenly(['p0'], [])).toEqual(['p0']);
  });
});
