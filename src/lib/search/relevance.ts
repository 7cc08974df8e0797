/**
 * Relevance measures over a suite of reader queries: hit@1, hit@5 and mean reciprocal rank,
 * overall and per kind of query. An expected url with an anchor must be matched exactly; one
 * without an anchor is matched by any result on that page (the reader lands on the page they
 * wanted).
 */

/** The kinds of reader query the suite measures separately. */
export const QUERY_KINDS = ['config', 'task', 'error', 'typo', 'package'] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/**
 * One query of the suite, the url its reader wants, other urls that answer it as well (when
 * the reader would be served by either page) and, optionally, its kind.
 */
export interface RelevanceCase {
  query: string;
  url: string;
  also?: readonly string[];
  kind?: string;
}

/** hit@1, hit@5 and MRR over a number of queries. */
export interface RelevanceFigures {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
}

/** The figures of a suite run, per kind, and the queries that missed the top 5. */
export interface RelevanceReport extends RelevanceFigures {
  byKind: Record<string, RelevanceFigures>;
  misses: { query: string; expected: string; got: string[] }[];
}

/** Whether a result url satisfies an expected url. */
export function isMatch(expected: string, url: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

/** Figures from the rank of each query's expected url (-1 when absent). */
function figures(ranks: readonly number[]): RelevanceFigures {
  const n = ranks.length || 1;
  return {
    queries: ranks.length,
    hitAt1: ranks.filter((rank) => rank === 0).length / n,
    hitAt5: ranks.filter((rank) => rank >= 0 && rank < 5).length / n,
    mrr: ranks.reduce((sum, rank) => sum + (rank >= 0 ? 1 / (rank + 1) : 0), 0) / n,
  };
}

/** Runs every case through `search` (urls best first) and measures the ranking. */
export function evaluateRelevance(
  cases: readonly RelevanceCase[],
  search: (query: string) => string[],
): RelevanceReport {
  const misses: RelevanceReport['misses'] = [];
  const ranks: number[] = [];
  const byKind = new Map<string, number[]>();
  for (const { query, url, also = [], kind } of cases) {
    const urls = search(query);
    const wanted = [url, ...also];
    const rank = urls.findIndex((candidate) => wanted.some((w) => isMatch(w, candidate)));
    ranks.push(rank);
    if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), rank]);
    if (rank < 0 || rank >= 5) misses.push({ query, expected: url, got: urls.slice(0, 5) });
  }
  return {
    ...figures(ranks),
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, figures(list)])),
    misses,
  };
}
