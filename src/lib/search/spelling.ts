/**
 * Spelling correction of a query against the index's own vocabulary: a word the index does
 * not know (`enviroment`, `modle`, `lodaer`) is replaced by the known terms closest to it,
 * so that everything after (headings that name the words, synonyms, phrases) sees the word
 * the reader meant. A known word is never respelled, so correct queries are not flooded.
 */
import type MiniSearch from 'minisearch';
import { processTerm } from './terms';

/** Shortest word that is corrected: shorter words have too many neighbours. */
export const MIN_CORRECTED_LENGTH = 4;

/** Most corrections kept for one word (the closest, the most used first). */
const MAX_CORRECTIONS = 3;

/** Edits allowed for a word of this length: one up to 7 letters, two from 8. */
export function maxEdits(length: number): number {
  return length < MIN_CORRECTED_LENGTH ? 0 : length < 8 ? 1 : 2;
}

/**
 * Spellings of a word with two neighbouring letters swapped back. Edit distance counts a
 * swap as two edits, which short words cannot afford; readers make it more than any other.
 */
export function transpositions(word: string): string[] {
  if (!/^[a-z]{4,12}$/.test(word)) return [];
  const variants = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    variants.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return [...variants];
}

/**
 * The index's term map, a radix tree: term → field → record → frequency. MiniSearch keeps it
 * in a private member, so each use checks it is there (without it, nothing is corrected).
 */
interface TermMap {
  has(term: string): boolean;
  get(term: string): Map<number, Map<number, number>> | undefined;
  atPrefix(prefix: string): { keys(): Iterable<string> };
  fuzzyGet(term: string, maxEdits: number): Map<string, [unknown, number]>;
}

/** The term map of an index, or undefined when this MiniSearch keeps it elsewhere. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record type
export function termMapOf(search: MiniSearch<any>): TermMap | undefined {
  const map = (search as unknown as { _index?: TermMap })._index;
  return map && typeof map.get === 'function' && typeof map.fuzzyGet === 'function'
    ? map
    : undefined;
}

/** Records that hold a term, in any field: how common the term is. */
function frequency(map: TermMap, term: string): number {
  let count = 0;
  for (const docs of map.get(term)?.values() ?? []) count += docs.size;
  return count;
}

/** Whether known terms start with `term` (a word the reader may still be typing). */
function startsKnownTerm(map: TermMap, term: string): boolean {
  for (const _ of map.atPrefix(term).keys()) return true;
  return false;
}

/** The longest start two words share. */
function sharedStart(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(0, i);
}

/**
 * What a word the reader is still typing is searched as when its British respelling hides
 * the terms it starts (`resour` → `resor`, `millise` → `milliz`): the longest start of every
 * known term the word starts as typed (`resourc`, `millisecond`). Undefined when the word
 * starts its own term (no respelling), or starts no known term as typed (`colour`, which the
 * index holds as `color`).
 */
export function typedStart(map: TermMap, word: string): string | undefined {
  if (!/^[a-z]+$/.test(word)) return undefined;
  const term = processTerm(word)?.[0];
  // What the respelled term starts (`resort` for `resor`) is not what the reader typed.
  if (!term || word.startsWith(term)) return undefined;
  let shared: string | undefined;
  for (const known of map.atPrefix(word).keys()) {
    shared = shared === undefined ? known : sharedStart(shared, known);
  }
  // The start is searched as a word, so it must stay itself through the index's own spelling.
  return shared && processTerm(shared)?.[0] === shared ? shared : undefined;
}

/**
 * Known terms a term may be a misspelling of, closest first and then most used: swapped
 * neighbours (one edit for the reader), then terms within `maxEdits` edits. Empty for a
 * known term, a short one, or one that starts known terms (a word still being typed, when
 * `typing`).
 */
export function correctionsOf(map: TermMap, term: string, typing = false): string[] {
  if (!/^\p{Ll}+$/u.test(term) || map.has(term)) return [];
  const edits = maxEdits(term.length);
  if (edits === 0) return [];
  if (typing && startsKnownTerm(map, term)) return [];
  const swapped = transpositions(term).filter((variant) => map.has(variant));
  const found = new Map<string, number>(swapped.map((variant) => [variant, 1]));
  for (const [candidate, [, distance]] of map.fuzzyGet(term, edits)) {
    if (/^\p{Ll}+$/u.test(candidate) && !found.has(candidate)) found.set(candidate, distance);
  }
  const closest = Math.min(...found.values());
  return [...found]
    .filter(([, distance]) => distance === closest)
    .map(([candidate]) => ({ candidate, uses: frequency(map, candidate) }))
    .sort((a, b) => b.uses - a.uses)
    .slice(0, MAX_CORRECTIONS)
    .map(({ candidate }) => candidate);
}

/** Shortest part of a closed compound (`treeshaking`, `codesplitting`) that is split off. */
const MIN_PART_LENGTH = 3;

/** The known term a plain word is indexed as, or undefined (unknown, or a stop word). */
function knownTerm(map: TermMap, word: string): string | undefined {
  const term = processTerm(word)?.[0];
  return term && map.has(term) ? term : undefined;
}

/**
 * Two known words that a word the index does not know is written from, without the space or
 * hyphen between them (`treeshaking` → `tree shaking`, `hotreload` → `hot reload`), or
 * undefined. A split whose hyphenated form is a known name wins, then the split whose rarer
 * part is the most used.
 */
export function splitCompound(map: TermMap, word: string): string | undefined {
  if (!/^[a-z]+$/.test(word) || word.length < 2 * MIN_PART_LENGTH || knownTerm(map, word)) {
    return undefined;
  }
  let best: { words: string; rank: number } | undefined;
  for (let i = MIN_PART_LENGTH; i <= word.length - MIN_PART_LENGTH; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    const terms = [knownTerm(map, left), knownTerm(map, right)];
    if (!terms[0] || !terms[1]) continue;
    const rank = map.has(`${left}-${right}`)
      ? Infinity
      : Math.min(frequency(map, terms[0]), frequency(map, terms[1]));
    if (!best || rank > best.rank) best = { words: `${left} ${right}`, rank };
  }
  return best?.words;
}

/** One word of a query and what it is searched as. */
export interface QueryWord {
  /** The word as the reader typed it. */
  word: string;
  /**
   * Known terms it was corrected to, best first (or the two words of a closed compound,
   * space-separated); empty when it needs no correction.
   */
  corrections: string[];
}

/**
 * The words of a query with their corrections. Only plain words are corrected (names with
 * hyphens or capitals are matched as typed); the last word is left alone while it is the
 * start of known terms, as the reader may not have finished it, and searched as the start it
 * shares with them when respelling it would hide them (see typedStart).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record type
export function correctWords(search: MiniSearch<any>, words: readonly string[]): QueryWord[] {
  const map = termMapOf(search);
  return words.map((word, i) => {
    const terms = /^\p{L}+$/u.test(word) ? (processTerm(word.toLowerCase()) ?? []) : [];
    const term = terms.length === 1 ? terms[0]! : undefined;
    const typing = i === words.length - 1;
    const started = typing && map && term ? typedStart(map, word.toLowerCase()) : undefined;
    if (started) return { word, corrections: [started] };
    const corrections =
      map && term && word.length >= MIN_CORRECTED_LENGTH ? correctionsOf(map, term, typing) : [];
    if (map && term && corrections.length === 0 && !(typing && startsKnownTerm(map, term))) {
      const split = splitCompound(map, word.toLowerCase());
      if (split) corrections.push(split);
    }
    return { word, corrections };
  });
}
