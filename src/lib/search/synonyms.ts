/**
 * The reviewed synonym groups applied to a query: which phrase of a group the reader used,
 * and the other phrases searched for it.
 */
import { SEARCH_SYNONYMS } from '../site';
import { termsOf } from './terms';

/** Terms of the texts the ranking reads again on every keystroke (synonyms, page titles). */
const termCache = new Map<string, string[]>();
export function cachedTerms(text: string): string[] {
  let terms = termCache.get(text);
  if (!terms) {
    terms = termsOf(text);
    termCache.set(text, terms);
  }
  return terms;
}

/** Whether `needle` occurs as a contiguous run in `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((term, j) => haystack[i + j] === term)) return true;
  }
  return false;
}

/** A synonym group a query mentions: the phrase it used and the others, searched for it. */
export interface SynonymHit {
  used: string;
  others: string[];
}

/** The synonym groups a query's terms mention. */
export function synonymHits(
  terms: readonly string[],
  groups: readonly (readonly string[])[] = SEARCH_SYNONYMS,
): SynonymHit[] {
  const hits: SynonymHit[] = [];
  for (const group of groups) {
    const used = group.find((phrase) => containsRun(terms, cachedTerms(phrase)));
    if (used) hits.push({ used, others: group.filter((phrase) => phrase !== used) });
  }
  return hits;
}

/** The synonym phrases a query calls for: other members of each group it mentions. */
export function synonymsFor(
  query: string,
  groups: readonly (readonly string[])[] = SEARCH_SYNONYMS,
): string[] {
  return [...new Set(synonymHits(termsOf(query), groups).flatMap(({ others }) => others))];
}
