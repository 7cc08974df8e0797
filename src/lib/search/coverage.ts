/**
 * How much of the reader's query a record answers. Every word of a query counts, so a
 * section that holds all the words ("serves the files from memory") outranks one whose
 * heading happens to be one of them (`make`, `call`, `serve`), however strongly MiniSearch
 * weighs a heading. A word counts as matched through its own terms, its synonyms, and (the
 * last word, still being typed, or a 2-letter word) the terms it starts.
 */
import { processTerm, tokenize } from './terms';
import { cachedTerms, synonymHits } from './synonyms';

/** The words of a query, as the terms that answer each of them. */
export interface QueryWords {
  /** Number of words that have terms (stop words have none). */
  count: number;
  /** For each term, the words it answers. */
  byTerm: Map<string, number[]>;
  /** Prefixes that answer a word: any term that starts with them. */
  prefixes: [prefix: string, word: number][];
}

function add(map: Map<string, number[]>, term: string, word: number) {
  const words = map.get(term);
  if (!words) map.set(term, [word]);
  else if (!words.includes(word)) words.push(word);
}

/** The words of `query` (the words searched, as `prepareQuery` returns them). */
export function queryWords(query: string): QueryWords {
  const byTerm = new Map<string, number[]>();
  const prefixes: [string, number][] = [];
  const tokens = tokenize(query);
  let count = 0;
  tokens.forEach((token, i) => {
    const terms = processTerm(token) ?? [];
    if (terms.length === 0) return;
    const word = count++;
    for (const term of terms) {
      add(byTerm, term, word);
      if (term.length === 2 || (term.length >= 3 && i === tokens.length - 1)) {
        prefixes.push([term, word]);
      }
    }
  });
  const own = new Set(byTerm.keys());
  for (const { used, others } of synonymHits([...own])) {
    const words = new Set(cachedTerms(used).flatMap((term) => byTerm.get(term) ?? []));
    for (const phrase of others) {
      for (const term of cachedTerms(phrase)) {
        // A term the reader wrote answers its own word only (`hot` of "hot reload").
        if (!own.has(term)) for (const word of words) add(byTerm, term, word);
      }
    }
  }
  return { count, byTerm, prefixes };
}

/** Share of the query's words that the record's matched terms answer, from 0 to 1. */
export function coverage(matched: Iterable<string>, words: QueryWords): number {
  if (words.count <= 1) return 1;
  const answered = new Set<number>();
  for (const term of matched) {
    for (const word of words.byTerm.get(term) ?? []) answered.add(word);
    for (const [prefix, word] of words.prefixes) if (term.startsWith(prefix)) answered.add(word);
  }
  return answered.size / words.count;
}
