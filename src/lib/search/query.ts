/**
 * Answers a reader's query from the local index: the query is cut to a sane length and
 * searched as plain text (no character has a special meaning), synonyms from the site
 * configuration widen it, and MiniSearch ranks the records. Never throws on odd input.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { PAGE_KIND_DATA as pageKinds } from '../../data/search/page-kinds';
import { INDEX_FORMAT, type PageRow, type SearchIndexFile } from './build';
import {
  FIELD_BOOST,
  INDEX_OPTIONS,
  OPTION_PATH,
  SEARCH_OPTIONS,
  type IndexedRecord,
  type StoredRecord,
} from './options';
import { coverage, queryWords } from './coverage';
import { correctWords } from './spelling';
import { cachedTerms, synonymsFor } from './synonyms';
import { processTerm, termsOf, tokenize } from './terms';

/** Longest query, in characters, that is searched; the rest is ignored. */
export const MAX_QUERY_CHARS = 200;

/** Most words of a query that are searched. */
export const MAX_QUERY_WORDS = 12;

/** Weight of synonym matches relative to the reader's own words. */
const SYNONYM_WEIGHT = 0.35;

/** A loaded local index: the MiniSearch index and the page table its records point into. */
export interface LocalIndex {
  search: MiniSearch<IndexedRecord>;
  pages: readonly PageRow[];
}

/** One ranked result: the stored record, its score and the index terms it matched. */
export interface SearchHit extends StoredRecord {
  score: number;
  terms: string[];
}

/** Loads a fetched index file; a clear error when it is not one. */
export function loadSearchIndex(file: unknown): LocalIndex {
  const candidate = file as Partial<SearchIndexFile> | null;
  if (!candidate || typeof candidate !== 'object' || !candidate.index) {
    throw new Error('search index: the file is not a search index');
  }
  if (candidate.format !== INDEX_FORMAT) {
    throw new Error(
      `search index: format ${String(candidate.format)} found, ${INDEX_FORMAT} expected`,
    );
  }
  if (!Array.isArray(candidate.pages)) {
    throw new Error('search index: the file has no page table');
  }
  return {
    search: MiniSearch.loadJS<IndexedRecord>(candidate.index, INDEX_OPTIONS),
    pages: candidate.pages,
  };
}

/** The words of a query that will be searched: a bounded list, joined by spaces. */
export function normalizeQuery(query: unknown): string {
  const text = typeof query === 'string' ? query.slice(0, MAX_QUERY_CHARS) : '';
  return tokenize(text).slice(0, MAX_QUERY_WORDS).join(' ');
}

const scaled = (weight: number) =>
  Object.fromEntries(Object.entries(FIELD_BOOST).map(([field, boost]) => [field, boost * weight]));

/** Fields that name a page or option, where a 2-character prefix is searched. */
const NAME_FIELDS = ['title', 'titleParts'];

/** Weight of a misspelt word's second and third closest corrections. */
const OTHER_CORRECTION_WEIGHT = 0.6;

/**
 * Words that do not narrow a query that has other words: the site's own subject, which
 * nearly every page names ("webpack config"), and the words readers add to say that they
 * want a setting ("context option"). A query of only these words keeps them.
 */
const FILLER_WORDS = new Set(['webpack', 'option', 'options', 'setting', 'settings']);

/** A query as searched: the reader's words, misspellings corrected, and the other spellings. */
interface PreparedQuery {
  /** The words searched, joined by spaces. */
  words: string;
  /** Further corrections of misspelt words, searched more lightly. */
  alternatives: string[];
}

/**
 * The reader's words with each misspelt word replaced by the known term closest to it (see
 * spelling.ts), and without filler words when other words remain.
 */
export function prepareQuery(index: LocalIndex, normalized: string): PreparedQuery {
  const corrected = correctWords(index.search, tokenize(normalized));
  const spelled = corrected.map(({ word, corrections }) => corrections[0] ?? word);
  const kept = spelled.filter((word) => !FILLER_WORDS.has(word.toLowerCase()));
  return {
    words: (kept.length > 0 ? kept : spelled).join(' '),
    alternatives: corrected.flatMap(({ corrections }) => corrections.slice(1)),
  };
}

/**
 * The MiniSearch query: the words, OR each synonym phrase (lighter), OR the other
 * corrections of a misspelt word (lighter), OR for a 2-character word the page and option
 * names it starts.
 */
function queryOf({ words, alternatives }: PreparedQuery): Query {
  const main: Query = { queries: [words], ...termOptions(words) };
  const extra: Query[] = synonymsFor(words).map((phrase) => ({
    queries: [phrase],
    combineWith: 'AND' as const,
    // A synonym is a whole word: expanding it as a prefix would only add work and noise.
    prefix: false,
    boost: scaled(SYNONYM_WEIGHT),
  }));
  for (const alternative of alternatives) {
    extra.push({ queries: [alternative], prefix: false, boost: scaled(OTHER_CORRECTION_WEIGHT) });
  }
  for (const word of new Set(tokenize(words.toLowerCase()))) {
    if (word.length === 2) {
      extra.push({ queries: [word], prefix: true, fuzzy: false, fields: NAME_FIELDS });
    }
  }
  return extra.length === 0 ? main : { combineWith: 'OR', queries: [main, ...extra] };
}

/** Weight of a part of a name (`merge` of `webpack-merge`) against the whole name. */
export const NAME_PART_WEIGHT = 0.4;

/**
 * How each term of the reader's words is searched. Only the last word can be unfinished, so
 * only its terms (from 3 letters) are also prefixes: a finished `serve` or `make` must not
 * stand for `serveIndex` or `finishMake`. The parts of a name (`webpack-merge`,
 * `ChunkLoadError`) count less than the whole name, which the index keeps too: a section
 * that names the package beats one that says `webpack` and `merge` apart.
 */
export function termOptions(words: string): {
  prefix: (term: string) => boolean;
  boostTerm: (term: string) => number;
} {
  const tokens = tokenize(words);
  const last = new Set(processTerm(tokens.at(-1) ?? '') ?? []);
  const wholes = new Set<string>();
  const parts = new Set<string>();
  for (const token of tokens) {
    const [whole, ...rest] = processTerm(token) ?? [];
    if (whole) wholes.add(whole);
    for (const part of rest) parts.add(part);
  }
  return {
    prefix: (term) => term.length >= 3 && last.has(term),
    boostTerm: (term) => (parts.has(term) && !wholes.has(term) ? NAME_PART_WEIGHT : 1),
  };
}

/** A result with its page row, or undefined when the record points outside the table. */
function toHit(
  result: SearchResult,
  pages: readonly PageRow[],
  message?: string,
): SearchHit | undefined {
  const row = pages[result.p as number];
  if (!row) return undefined;
  const [url, lvl0, lvl1] = row;
  const h2 = typeof result.h2 === 'string' ? result.h2 : undefined;
  const h3 = typeof result.h3 === 'string' ? result.h3 : undefined;
  return {
    url: result.a ? `${url}#${result.a}` : url,
    type: h3 ? 'lvl3' : h2 ? 'lvl2' : 'lvl1',
    lvl0,
    lvl1,
    ...(h2 ? { lvl2: h2 } : {}),
    ...(h3 ? { lvl3: h3 } : {}),
    // A pasted message shows the message the section explains, not the section's first words.
    content: message ?? (typeof result.c === 'string' ? result.c : ''),
    score: result.score,
    terms: result.terms,
  };
}

/** Score factor for a record whose own heading names every word of the query. */
export const HEADING_COVERAGE_BOOST = 2;

/** Further score factor when that heading is a page title: the page about the words. */
export const PAGE_TITLE_BOOST = 1.5;

/**
 * Further score factor when that heading spells a full option path (`output.publicPath`), or
 * is a top-level option on a reference page (`context`): the reference entry of the option
 * the reader named, ahead of headings that reuse the name.
 */
export const OPTION_PATH_BOOST = 1.3;

/** Pages whose single-identifier headings are the top-level options (`context`, `entry`). */
const REFERENCE_PREFIX = '/configuration/';

/** A heading that is one identifier. */
const IDENTIFIER = /^[\p{L}_$][\p{L}\p{N}_$]*$/u;

/** Fields that hold a record's own heading. */
const HEADING_FIELDS = new Set(['title', 'titleParts', 'path']);

/** Score factor of a record whose heading names every query term. */
function coverageFactor(result: SearchResult, url: string): number {
  const heading = result.h3 ?? result.h2;
  if (!result.a) return HEADING_COVERAGE_BOOST * PAGE_TITLE_BOOST;
  if (
    typeof heading === 'string' &&
    (OPTION_PATH.test(heading) || (url.startsWith(REFERENCE_PREFIX) && IDENTIFIER.test(heading)))
  ) {
    return HEADING_COVERAGE_BOOST * OPTION_PATH_BOOST;
  }
  return HEADING_COVERAGE_BOOST;
}

/**
 * Whether the record's heading matched every query term, exactly or as a prefix: a heading
 * that names all the reader's words is the section about them, not one that mentions them.
 */
export function headingCovers(result: SearchResult, terms: readonly string[]): boolean {
  const inHeading = Object.entries(result.match)
    .filter(([, fields]) => fields.some((field) => HEADING_FIELDS.has(field)))
    .map(([term]) => term);
  return terms.every((term) => inHeading.some((found) => found.startsWith(term)));
}

/** Score factor of a record that quotes the reader's words as a phrase of a message. */
export const PHRASE_BOOST = 3;

/** Fewest terms in a row that a query and a message must share to match as a phrase. */
const PHRASE_TERMS = 3;

/** Stands for a placeholder of a message: any one term of the query matches it. */
const ANY_TERM = '*';

/** A placeholder in a quoted message: `X is not defined`, `Failed to load … plugin`. */
const PLACEHOLDER = /(\b[XYN]\b|…|\.{3})/;

/** Terms of a message, each placeholder as ANY_TERM (cached: read on every keystroke). */
const messageTermCache = new Map<string, string[]>();
function messageTerms(message: string): string[] {
  let terms = messageTermCache.get(message);
  if (!terms) {
    terms = message
      .split(PLACEHOLDER)
      .flatMap((piece, i) => (i % 2 === 1 ? [ANY_TERM] : termsOf(piece)));
    messageTermCache.set(message, terms);
  }
  return terms;
}

/**
 * Length of the longest run of terms the two lists share, a placeholder of the message (b)
 * matching any term; a run must hold at least one real term.
 */
function longestCommonRun(a: readonly string[], b: readonly string[]): number {
  let best = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      let n = 0;
      let real = 0;
      while (i + n < a.length && j + n < b.length) {
        if (a[i + n] === b[j + n]) real++;
        else if (b[j + n] !== ANY_TERM) break;
        n++;
      }
      if (real > 0 && n > best) best = n;
    }
  }
  return best;
}

/**
 * The message of a record that matches the query as a phrase: they share a run of terms
 * as long as the query (a fragment of the message) or as the message (the message pasted
 * with its file names), or at least PHRASE_TERMS terms in a row (a message worded a little
 * differently). Needs two terms or more; undefined when none matches.
 */
export function phraseMatch(terms: readonly string[], messages: unknown): string | undefined {
  if (terms.length < 2 || !Array.isArray(messages)) return undefined;
  return (messages as unknown[]).find((message): message is string => {
    if (typeof message !== 'string') return false;
    const own = messageTerms(message);
    const run = longestCommonRun(terms, own);
    return run >= 2 && (run === terms.length || run === own.length || run >= PHRASE_TERMS);
  });
}

interface PageKind {
  prefixes: string[];
  weight: number;
  namedBy?: string[];
}

/** The page kinds of the data file, with the terms of the words that name them. */
const KINDS = (pageKinds.kinds as PageKind[]).map((kind) => ({
  ...kind,
  named: new Set((kind.namedBy ?? []).flatMap(termsOf)),
}));

/**
 * Score factor of a page by its kind (reference and guides first, migration, blog,
 * glossary and lists last), except that a query naming a kind lifts it to full weight.
 */
export function kindWeight(url: string, queryTerms: ReadonlySet<string>): number {
  const kind = KINDS.find((k) => k.prefixes.some((prefix) => url.startsWith(prefix)));
  if (!kind) return pageKinds.otherWeight;
  return [...kind.named].some((term) => queryTerms.has(term)) ? 1 : kind.weight;
}

/**
 * Score factor of a page record whose whole title the query names (`Cache` for "persistent
 * cache", `TypeScript` for "use typescript"): the page about the reader's subject, ahead of
 * sections elsewhere that merely repeat the words.
 */
export const TITLE_NAMED_BOOST = 1.5;

/** Whether every term of a page title is among the query's terms. */
function titleNamed(title: string | undefined, terms: ReadonlySet<string>): boolean {
  const own = cachedTerms(title ?? '');
  return own.length > 0 && own.every((term) => terms.has(term));
}

/**
 * Largest further score factor of a record whose page matches the query in other sections
 * too: a page that is about the reader's words throughout (the guide on the task) outranks a
 * lone section elsewhere that mentions them.
 */
export const PAGE_SUPPORT_BOOST = 0.5;

/**
 * Each record's score raised by the scores of the other matching records of its page,
 * relative to the best record's: up to PAGE_SUPPORT_BOOST when they add up to as much.
 */
function withPageSupport<T extends { result: SearchResult; score: number }>(scored: T[]): T[] {
  const pageTotals = new Map<unknown, number>();
  let best = 0;
  for (const { result, score } of scored) {
    pageTotals.set(result.p, (pageTotals.get(result.p) ?? 0) + score);
    best = Math.max(best, score);
  }
  if (best <= 0) return scored;
  // In place: this runs over every matching record on every keystroke.
  for (const entry of scored) {
    const others = (pageTotals.get(entry.result.p) ?? 0) - entry.score;
    entry.score *= 1 + PAGE_SUPPORT_BOOST * Math.min(1, others / best);
  }
  return scored;
}

/**
 * Score factor of each further section of a page among the best results: the second best
 * section of a page counts this much, the third this squared (the page's own record is not
 * counted). The best five then show more pages (the reader picks a page first), and a page's
 * other sections follow.
 */
export const SAME_PAGE_FACTOR = 0.5;

/** Results (best first) looked at again once a page's further sections are lowered. */
const SPREAD_WINDOW = 4;

/**
 * The best results with each page's further sections lowered by SAME_PAGE_FACTOR, best
 * first again. Only the leading `limit * SPREAD_WINDOW` results are kept and reordered: a
 * result beyond them could outrank a section lowered to below it, but that takes a page with
 * several sections among the leaders, each halved again, and reordering every result on
 * each keystroke would cost more than it finds.
 */
function spreadPages<T extends { result: SearchResult; score: number }>(
  sorted: T[],
  limit: number,
): T[] {
  const window = sorted.slice(0, limit * SPREAD_WINDOW);
  const seen = new Map<unknown, number>();
  for (const entry of window) {
    // The page's own record (its title) is the page itself, not a further section of it.
    if (!entry.result.a) continue;
    const n = seen.get(entry.result.p) ?? 0;
    seen.set(entry.result.p, n + 1);
    entry.score *= SAME_PAGE_FACTOR ** n;
  }
  return window.sort((a, b) => b.score - a.score);
}

/**
 * Exponent of a record's share of the query's words in its score (see coverage.ts): on top
 * of MiniSearch's own count of matched terms, so a record that answers half the words needs
 * several times the score of one that answers them all.
 */
export const COVERAGE_WEIGHT = 1;

/** The best `limit` records for a query, best first; empty for an empty or unusable query. */
export function searchIndex(index: LocalIndex, query: unknown, limit = 20): SearchHit[] {
  const normalized = normalizeQuery(query);
  if (!normalized || termsOf(normalized).length === 0) return [];
  const prepared = prepareQuery(index, normalized);
  const terms = termsOf(prepared.words);
  const named = new Set(terms);
  // Kind weight per page, computed once per query (many records share a page).
  const kinds = new Map<string, number>();
  const kindOf = (url: string) => {
    let weight = kinds.get(url);
    if (weight === undefined) kinds.set(url, (weight = kindWeight(url, named)));
    return weight;
  };
  const words = queryWords(prepared.words);
  const scored = index.search.search(queryOf(prepared), SEARCH_OPTIONS).map((result) => {
    const message = phraseMatch(terms, result.m);
    const [url = '', , title] = index.pages[result.p as number] ?? [];
    const covers = headingCovers(result, terms);
    const factor =
      (covers ? coverageFactor(result, url) : 1) *
      (!covers && !result.a && titleNamed(title, named) ? TITLE_NAMED_BOOST : 1) *
      (message ? PHRASE_BOOST : 1) *
      // A pasted message names its page, whatever kind of page explains it.
      (message ? 1 : kindOf(url)) *
      coverage(Object.keys(result.match), words) ** COVERAGE_WEIGHT;
    return { result, message, score: result.score * factor };
  });
  return spreadPages(
    withPageSupport(scored).sort((a, b) => b.score - a.score),
    limit,
  )
    .slice(0, limit)
    .flatMap(
      ({ result, message, score }) => toHit({ ...result, score }, index.pages, message) ?? [],
    );
}
