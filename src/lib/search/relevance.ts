/**
 * Relevance measures over a suite of reader queries: hit@1, hit@5 and mean reciprocal rank.
 * An expected url with an anchor must be matched exactly; one without an anchor is matched
 * by any result on that page (the reader lands on the page they wanted).
 */

/** One query of the suite and the url its reader wants. */
export interface RelevanceCase {
  query: string;
  url: string;
}

/** The figures of a suite run, and the queries that missed the top 5. */
export interface RelevanceReport {
  queries: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
  misses: { query: string; expected: string; got: string[] }[];
}

/** Whether a result url satisfies an expected url. */
export function isMatch(expected: string, url: string): boolean {
  return expected.includes('#') ? url === expected : url.split('#')[0] === expected;
}

/** Runs every case through `search` (urls best first) and measures the ranking. */
export function evaluateRelevance(
  cases: readonly RelevanceCase[],
  search: (query: string) => string[],
): RelevanceReport {
  let hit1 = 0;
  let hit5 = 0;
  let reciprocal = 0;
  const misses: RelevanceReport['misses'] = [];
  for (const { query, url } of cases) {
    const urls = search(query);
    const rank = urls.findIndex((candidate) => isMatch(url, candidate));
    if (rank === 0) hit1 += 1;
    if (rank >= 0 && rank < 5) hit5 += 1;
    else misses.push({ query, expected: url, got: urls.slice(0, 5) });
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = cases.length || 1;
  return { queries: cases.length, hitAt1: hit1 / n, hitAt5: hit5 / n, mrr: reciprocal / n, misses };
}
