/**
 * Spelling correction of a query against the index's own vocabulary: a word the index does
 * not know (`enviroment`, `modle`, `lodaer`) is replaced by the known terms closest to it,
 * so that everything after (headings that name the words, synonyms, phrases) sees the word
 * the reader meant. A known word is never respelled, so correct queries are not flooded.
 */
import type MiniSearch from 'minisearch';
import { americanStart, processTerm } from './terms';

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
  return startOf(map, word);
}

/**
 * The longest start of every known term that starts with `prefix`, when it can be searched
 * as a word: it must stay itself through the index's own spelling. Undefined otherwise.
 */
function startOf(map: TermMap, prefix: string): string | undefined {
  let shared: string | undefined;
  for (const known of map.atPrefix(prefix).keys()) {
    shared = shared === undefined ? known : sharedStart(shared, known);
  }
  return shared && processTerm(shared)?.[0] === shared ? shared : undefined;
}

/**
 * Lengths of a half-typed word that is searched one edit away (`typsc` for `typescript`):
 * shorter ones are a letter away from too much, and longer ones cost too many lookups for a
 * keystroke (52 spellings a letter).
 */
const EDITED_START_LENGTH = { min: 5, max: 20 };

/** Spellings of a word one edit away: a letter dropped, swapped, replaced or added. */
function oneEditAway(word: string): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const variants = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [before, after] = [word.slice(0, i), word.slice(i)];
    if (after) variants.add(before + after.slice(1));
    if (after.length > 1) variants.add(before + after[1] + after[0] + after.slice(2));
    for (const letter of letters) {
      if (after && letter !== after[0]) variants.add(before + letter + after.slice(1));
      variants.add(before + letter + after);
    }
  }
  return [...variants];
}

/**
 * The form of a half-typed word that starts known terms, or undefined: the word itself, its
 * stem, or the word without the start of an ending the stemmer drops (`shaki` of `shaking` →
 * `shak`, `shimmin` → `shim`), since the index holds stems.
 */
function typedForm(map: TermMap, word: string): string | undefined {
  if (startsKnownTerm(map, word)) return word;
  // A whole word: its stem (`caching` → `cach`).
  const term = processTerm(word)?.[0];
  if (term && term !== word && startsKnownTerm(map, term)) return term;
  const bare = word.replace(/(?:in|i|ie|e)$/, '');
  if (bare === word || bare.length < MIN_PART_LENGTH) return undefined;
  if (startsKnownTerm(map, bare)) return bare;
  const single = bare.replace(/([^aeiouy])\1$/, '$1');
  return single !== bare && startsKnownTerm(map, single) ? single : undefined;
}

/** Known terms that start with `prefix`, counted up to `limit`. */
function termsStarting(map: TermMap, prefix: string, limit = 100): number {
  const keys = map.atPrefix(prefix).keys()[Symbol.iterator]();
  let count = 0;
  while (count < limit && !keys.next().done) count++;
  return count;
}

/**
 * What a half-typed word that starts no known term is searched as, so results do not go
 * blank while the reader types: the stem it starts (`cachi` → `cach`), the start of the
 * American spelling (`optimisat` → `optimization`), a known word run into a start
 * (`treeshaki` → `tree shak`), or a start one edit away (`typsc` → `typescript`). Undefined
 * when none is found.
 */
export function typedCompletion(map: TermMap, word: string): string | undefined {
  if (!/^[a-z]+$/.test(word) || startsKnownTerm(map, word)) return undefined;
  const bare = typedForm(map, word);
  if (bare) return startOf(map, bare);
  const american = americanStart(word);
  const respelled = american !== word ? startOf(map, american) : undefined;
  if (respelled) return respelled;
  for (let i = word.length - MIN_PART_LENGTH; i >= MIN_PART_LENGTH; i--) {
    const right = typedForm(map, word.slice(i));
    if (right && knownTerm(map, word.slice(0, i))) return `${word.slice(0, i)} ${right}`;
  }
  if (word.length < EDITED_START_LENGTH.min || word.length > EDITED_START_LENGTH.max) {
    return undefined;
  }
  // The spelling that keeps most of what was typed (`typesc`, not `types` → `type`), then the
  // one that starts the most terms.
  let best: { form: string; terms: number } | undefined;
  for (const variant of oneEditAway(word)) {
    const form = typedForm(map, variant);
    if (!form || (best && form.length < best.form.length)) continue;
    const terms = termsStarting(map, form);
    if (!best || form.length > best.form.length || terms > best.terms) best = { form, terms };
  }
  return best && startOf(map, best.form);
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
 * A word that the index's spelling turns into `term`, so a correction is searched as the term
 * it is: the stemmer is not idempotent (`licens`, the term of `license`, would be stemmed
 * again to `licen`), so `license` is searched instead. The term itself when no such word is
 * found.
 */
export function wordOf(term: string): string {
  for (const word of [term, `${term}e`]) if (processTerm(word)?.[0] === term) return word;
  return term;
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
      map && term && word.length >= MIN_CORRECTED_LENGTH
        ? correctionsOf(map, term, typing).map(wordOf)
        : [];
    if (map && term && corrections.length === 0 && !(typing && startsKnownTerm(map, term))) {
      const split = splitCompound(map, word.toLowerCase());
      if (split) corrections.push(split);
      else if (typing) {
        const completion = typedCompletion(map, word.toLowerCase());
        if (completion) corrections.push(completion);
      }
    }
    return { word, corrections };
  });
}
