// The relevance suite: the site's real search index asked the committed reader queries, with
// floors under the measured figures. A measurement of ranking over the real pages (about 16 s),
// so mutation runs leave it out (vitest.mutation.config.ts); relevance.test.ts tests the
// measuring itself.
import { writeFileSync } from 'node:fs';
import { allPages, pageByUrl } from '../content';
import { SECTIONS } from '../site';
import { loadSearchIndex, searchIndex } from './query';
import cases from './relevance-queries.json';
import readerCases from './reader-queries.json';
import holdoutCases from './reader-queries-holdout.json';
import freshCases from './reader-queries-fresh.json';
import { evaluateRelevance, QUERY_KINDS, type RelevanceCase } from './relevance';
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

  // The floors sit just under the measured figures (see docs/search.md): a ranking change
  // that loses queries fails here. Page-kind weights cost this older suite a few first
  // places (its glossary and migration expectations), hence 67% at rank 1.
  it('finds the expected url in the top 5 for 92% and first for 67% of the queries', () => {
    const report = evaluateRelevance(cases, search);
    expect(report.hitAt5, JSON.stringify(report.misses, null, 2)).toBeGreaterThanOrEqual(0.92);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.67);
  });

  it('finds what readers type: the reader-words set, every kind measured', () => {
    expect(readerCases.length).toBeGreaterThanOrEqual(80);
    for (const kind of QUERY_KINDS) {
      expect(readerCases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
    for (const { query, url } of readerCases) {
      expect(pageByUrl(url.split('#')[0]!), `${query}: ${url}`).toBeDefined();
    }
    const report = evaluateRelevance(readerCases, search);
    if (process.env.SEARCH_RELEVANCE_REPORT) {
      writeFileSync(
        process.env.SEARCH_RELEVANCE_REPORT,
        JSON.stringify(
          {
            readers: report,
            holdout: evaluateRelevance(holdoutCases, search),
            fresh: evaluateRelevance(freshCases, search),
            suite: evaluateRelevance(cases, search),
          },
          null,
          2,
        ),
      );
    }
    expect(report.hitAt5, JSON.stringify(report.misses, null, 2)).toBeGreaterThanOrEqual(0.97);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.75);
    expect(report.mrr).toBeGreaterThanOrEqual(0.83);
  });

  // Written after the first set, its expected pages picked from the content before searching
  // and committed before the ranking was tuned again: the closest we have to an outside check.
  it('finds what readers type: the held-out set, every kind measured', () => {
    expect(holdoutCases.length).toBeGreaterThanOrEqual(60);
    for (const kind of QUERY_KINDS) {
      expect(holdoutCases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
    for (const { query, url, also = [] } of holdoutCases as RelevanceCase[]) {
      for (const wanted of [url, ...also]) {
        expect(pageByUrl(wanted.split('#')[0]!), `${query}: ${wanted}`).toBeDefined();
      }
    }
    const report = evaluateRelevance(holdoutCases, search);
    expect(report.hitAt5, JSON.stringify(report.misses, null, 2)).toBeGreaterThanOrEqual(0.96);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.82);
    expect(report.mrr).toBeGreaterThanOrEqual(0.88);
  });

  // A third set, written in the third round before any result was looked at (35 tasks), and
  // measured before that round's ranking changes: hit@5 92%, hit@1 74%, MRR 0.82.
  it('finds what readers type: the fresh set, every kind measured', () => {
    expect(freshCases.length).toBeGreaterThanOrEqual(80);
    expect(freshCases.filter((c) => c.kind === 'task').length).toBeGreaterThanOrEqual(25);
    for (const kind of QUERY_KINDS) {
      expect(freshCases.filter((c) => c.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
    }
    for (const { query, url, also = [] } of freshCases as RelevanceCase[]) {
      for (const wanted of [url, ...also]) {
        expect(pageByUrl(wanted.split('#')[0]!), `${query}: ${wanted}`).toBeDefined();
      }
    }
    const report = evaluateRelevance(freshCases, search);
    expect(report.hitAt5, JSON.stringify(report.misses, null, 2)).toBeGreaterThanOrEqual(0.96);
    expect(report.hitAt1).toBeGreaterThanOrEqual(0.76);
    expect(report.mrr).toBeGreaterThanOrEqual(0.84);
  });

  // Results follow every keystroke: a half-typed last word (`optimisat`, `typsc`, `treeshaki`)
  // must not blank the list the finished query fills.
  it('never goes blank while a reader types the last word of a query, from 3 letters', () => {
    const blank: string[] = [];
    for (const { query } of [...readerCases, ...freshCases]) {
      const words = query.split(' ');
      const last = words.pop()!;
      for (let length = 3; length < last.length; length++) {
        const typed = [...words, last.slice(0, length)].join(' ');
        if (search(typed).length === 0) blank.push(typed);
      }
    }
    expect(blank).toEqual([]);
  });
});
