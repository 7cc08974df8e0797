import { writeFileSync } from 'node:fs';
import { allPages, pageByUrl } from '../content';
import { SECTIONS } from '../site';
import { loadSearchIndex, searchIndex } from './query';
import cases from './relevance-queries.json';
import { evaluateRelevance, isMatch } from './relevance';
import { siteSearchIndex } from './site-index';

const index = loadSearchIndex(JSON.parse(JSON.stringify(siteSearchIndex())));
const search = (query: string) => searchIndex(index, query, 20).map((hit) => hit.url);

describe('relevance suite', () => {
  it('has at least 60 queries, each expecting a page and anchor that exist', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    for (const { query, url } of cases) {
      const [path, anchor] = url.split('#');
      const page = pageByUrl(path!);
      expect(page, `${query}: ${url} is not a page`).toBeDefined();
      if (anchor) {
        expect(
          page!.anchors.map((a) => a.id),
          `${query}: #${anchor}`,
        ).toContain(anchor);
      }
    }
  });

  it('covers every section and every top-level page', () => {
    const sections = new Set(allPages().map((page) => page.section));
    for (const section of [...SECTIONS.map((s) => s.id), ...sections]) {
      expect(
        cases.some((c) => c.url.startsWith(`/${section}/`)),
        `no query for ${section}`,
      ).toBe(true);
    }
  });

  it('finds the expected url in the top 5 for 90% and first for 70% of the queries', () => {
    const report = evaluateRelevance(cases, search);
    if (process.env.SEARCH_RELEVANCE_REPORT) {
      writeFileSync(process.env.SEARCH_RELEVANCE_REPORT, JSON.stringify(report, null, 2));
    }
    expect(report.hitAt5, JSON.stringify(report.misses, null, 2)).toBeGreaterThanOrEqual(0.9);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.7);
  });

  it('matches pages loosely and anchors exactly', () => {
    expect(isMatch('/guides/', '/guides/#where-to-begin')).toBe(true);
    expect(isMatch('/guides/#where-to-begin', '/guides/')).toBe(false);
    expect(isMatch('/guides/#a', '/guides/#a')).toBe(true);
  });
});
