import { describe, expect, it } from 'vitest';
import { evaluateRelevance, isMatch, type RelevanceCase } from './relevance';

/** A search that answers each query with a fixed list of urls, best first. */
const answers =
  (results: Record<string, string[]>) =>
  (query: string): string[] =>
    results[query] ?? [];

describe('relevance measures', () => {
  it('matches pages loosely and anchors exactly', () => {
    expect(isMatch('/guides/', '/guides/#where-to-begin')).toBe(true);
    expect(isMatch('/guides/#where-to-begin', '/guides/')).toBe(false);
    expect(isMatch('/guides/#a', '/guides/#a')).toBe(true);
    expect(isMatch('/guides/', '/guides/x/')).toBe(false);
  });

  it('measures hit@1, hit@5 and MRR from where the wanted url ranks', () => {
    const cases: RelevanceCase[] = [
      { query: 'first', url: '/a/' },
      { query: 'second', url: '/a/' },
      { query: 'fifth', url: '/a/' },
      { query: 'sixth', url: '/a/' },
    ];
    const others = ['/b/', '/c/', '/d/', '/e/', '/f/'];
    const report = evaluateRelevance(
      cases,
      answers({
        first: ['/a/', ...others],
        second: ['/b/', '/a/#x'],
        fifth: [...others.slice(0, 4), '/a/'],
        sixth: [...others, '/a/'],
      }),
    );
    expect(report).toMatchObject({ queries: 4, hitAt1: 1 / 4, hitAt5: 3 / 4 });
    expect(report.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 5 + 1 / 6) / 4, 10);
    // Only a query whose page is not in the top 5 is a miss, with what came instead.
    expect(report.misses).toEqual([{ query: 'sixth', expected: '/a/', got: others }]);
  });

  it('counts an also-good url as the wanted one, and a missing one as no rank', () => {
    const report = evaluateRelevance(
      [
        { query: 'either', url: '/a/', also: ['/b/'] },
        { query: 'nowhere', url: '/a/' },
      ],
      answers({ either: ['/b/', '/a/'] }),
    );
    expect(report).toMatchObject({ hitAt1: 1 / 2, hitAt5: 1 / 2, mrr: 1 / 2 });
    expect(report.misses).toEqual([{ query: 'nowhere', expected: '/a/', got: [] }]);
  });

  it('reports each kind of query on its own, and nothing for an empty suite', () => {
    const report = evaluateRelevance(
      [
        { query: 'cfg', url: '/a/', kind: 'config' },
        { query: 'typ', url: '/a/', kind: 'typo' },
        { query: 'plain', url: '/a/' },
      ],
      answers({ cfg: ['/a/'], typ: ['/b/', '/c/', '/a/'] }),
    );
    expect(report.byKind).toEqual({
      config: { queries: 1, hitAt1: 1, hitAt5: 1, mrr: 1 },
      typo: { queries: 1, hitAt1: 0, hitAt5: 1, mrr: 1 / 3 },
    });
    expect(evaluateRelevance([], answers({}))).toEqual({
      queries: 0,
      hitAt1: 0,
      hitAt5: 0,
      mrr: 0,
      byKind: {},
      misses: [],
    });
  });
});
