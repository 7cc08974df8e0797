/**
 * Answers a reader's query from the local index: the query is cut to a sane length and
 * searched as plain text (no character has a special meaning), synonyms from the site
 * configuration widen it, and MiniSearch ranks the records. Never throws on odd input.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_SYNONYMS } from '../site';
import { INDEX_FORMAT, type PageRow, type SearchIndexFile } from './build';
import {
  FIELD_BOOST,
  INDEX_OPTIONS,
  OPTION_PATH,
  SEARCH_OPTIONS,
  type IndexedRecord,
  type StoredRecord,
} from './options';
import { termsOf, tokenize } from './terms';

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

/** Whether `needle` occurs as a contiguous run in `haystack`. */
function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((term, j) => haystack[i + j] === term)) return true;
  }
  return false;
}

/** The synonym phrases a query calls for: other members of each group it mentions. */
export function synonymsFor(
  query: string,
  groups: readonly (readonly string[])[] = SEARCH_SYNONYMS,
): string[] {
  const terms = termsOf(query);
  const extra = new Set<string>();
  for (const group of groups) {
    const hit = group.find((phrase) => containsRun(terms, termsOf(phrase)));
    if (!hit) continue;
    for (const phrase of group) if (phrase !== hit) extra.add(phrase);
  }
  return [...extra];
}

const scaled = (weight: number) =>
  Object.fromEntries(Object.entries(FIELD_BOOST).map(([field, boost]) => [field, boost * weight]));

/** The MiniSearch query: the reader's words, or those words OR each synonym phrase. */
function queryOf(words: string): Query {
  const synonyms = synonymsFor(words);
  if (synonyms.length === 0) return words;
  return {
    combineWith: 'OR',
    queries: [
      words,
      ...synonyms.map((phrase) => ({
        queries: [phrase],
        combineWith: 'AND' as const,
        boost: scaled(SYNONYM_WEIGHT),
      })),
    ],
  };
}

/** A result with its page row, or undefined when the record points outside the table. */
function toHit(result: SearchResult, pages: readonly PageRow[]): SearchHit | undefined {
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
    content: typeof result.c === 'string' ? result.c : '',
    score: result.score,
    terms: result.terms,
  };
}

/** Score factor for a record whose own heading names every word of the query. */
export const HEADING_COVERAGE_BOOST = 2;

/** Further score factor when that heading is a page title: the page about the words. */
export const PAGE_TITLE_BOOST = 1.5;

/**
 * Further score factor when that heading spells a full option path (`output.publicPath`):
 * the reference entry of the option the reader named, ahead of headings that reuse the name.
 */
export const OPTION_PATH_BOOST = 1.3;

/** Fields that hold a record's own heading. */
const HEADING_FIELDS = new Set(['title', 'titleParts', 'path']);

/** Score factor of a record whose heading names every query term. */
function coverageFactor(result: SearchResult): number {
  const heading = result.h3 ?? result.h2;
  if (!result.a) return HEADING_COVERAGE_BOOST * PAGE_TITLE_BOOST;
  if (typeof heading === 'string' && OPTION_PATH.test(heading)) {
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

/** The best `limit` records for a query, best first; empty for an empty or unusable query. */
export function searchIndex(index: LocalIndex, query: unknown, limit = 20): SearchHit[] {
  const words = normalizeQuery(query);
  const terms = termsOf(words);
  if (!words || terms.length === 0) return [];
  return index.search
    .search(queryOf(words), SEARCH_OPTIONS)
    .map((result) =>
      headingCovers(result, terms)
        ? { ...result, score: result.score * coverageFactor(result) }
        : result,
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .flatMap((result) => toHit(result, index.pages) ?? []);
}
