/**
 * Builds the local search index (a serialised MiniSearch index with the stored fields of
 * each record) from search records. Runs at export time; the browser only loads it.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, OPTION_PATH, type IndexedRecord } from './options';
import type { SearchRecord } from './records';
import { tokenize } from './terms';

/**
 * Version of the index file format; bump when the options or stored fields change.
 * 2: a page table stored once, compact stored fields, indexed text bounded per record.
 * 3: hyphenated names kept whole, the messages a record explains indexed and stored.
 */
export const INDEX_FORMAT = 3;

/** One row of the page table: url (no anchor), section title, page title. */
export type PageRow = [url: string, lvl0: string, lvl1: string];

/** The JSON file served at SEARCH_INDEX_PATH. */
export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  /** Every indexed page once; records point into it by position. */
  pages: PageRow[];
  index: AsPlainObject;
}

/**
 * Characters of a record's text that are indexed. A section says what it is about early;
 * the tail of a long section mostly repeats its words and only grows the file.
 */
export const TEXT_INDEX_CHARS = 320;

/** The first `max` characters of a text, cut at a word boundary. */
function head(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max);
  return text.slice(0, space > 0 ? space : max);
}

/**
 * The words of a heading that name it, and the words that only qualify it: an option path
 * is named by its last segment (`publicPath` for `output.publicPath`), so it matches the bare
 * option name as strongly as a heading that is only that name; the path above it qualifies.
 */
export function headingWords(heading: string): { own: string; qualifier: string } {
  if (!OPTION_PATH.test(heading)) return { own: heading, qualifier: '' };
  const segments = heading.split('.');
  return { own: segments.at(-1)!, qualifier: segments.slice(0, -1).join(' ') };
}

/** A word that names something: a hyphenated package name or a camelCase identifier. */
const NAME = /^(?:[\p{L}\p{N}]+-[\p{L}\p{N}-]+|\p{Ll}+\p{Lu}[\p{L}\p{N}]*)$/u;

/**
 * The indexed text of a record: its start, then each name used further on, once. Readers
 * search by package and option names (`webpack-merge`), which a long section may mention
 * only past its start; its prose there only repeats words the start already has.
 */
export function indexedText(text: string): string {
  const start = head(text, TEXT_INDEX_CHARS);
  const known = new Set(tokenize(start));
  const names = new Set(
    tokenize(text.slice(start.length)).filter((word) => NAME.test(word) && !known.has(word)),
  );
  return names.size > 0 ? `${start} ${[...names].join(' ')}` : start;
}

/** The indexed form of a record: its own heading, the headings above it, and its text. */
export function toIndexed(record: SearchRecord, id: number, page: number): IndexedRecord {
  const heading = record.lvl3 ?? record.lvl2 ?? record.lvl1;
  const { own, qualifier } = headingWords(heading);
  const parents = [
    record.lvl0 === record.lvl1 ? '' : record.lvl0,
    record.type === 'lvl1' ? '' : record.lvl1,
    record.lvl3 ? record.lvl2 : '',
  ]
    .filter(Boolean)
    .join(' ');
  const anchor = record.url.split('#')[1];
  return {
    id,
    p: page,
    ...(anchor ? { a: anchor } : {}),
    ...(record.lvl2 ? { h2: record.lvl2 } : {}),
    ...(record.lvl3 ? { h3: record.lvl3 } : {}),
    c: record.content,
    ...(record.messages?.length ? { m: record.messages } : {}),
    title: own,
    titleParts: heading,
    path: qualifier,
    parents,
    text: indexedText(record.text),
    messages: record.messages?.join(' \n ') ?? '',
  };
}

/** Indexes the records and returns the serialisable index file. */
export function buildSearchIndex(records: readonly SearchRecord[]): SearchIndexFile {
  const pages: PageRow[] = [];
  const positions = new Map<string, number>();
  const indexed = records.map((record, id) => {
    const url = record.url.split('#')[0]!;
    let position = positions.get(url);
    if (position === undefined) {
      position = pages.push([url, record.lvl0, record.lvl1]) - 1;
      positions.set(url, position);
    }
    return toIndexed(record, id, position);
  });
  const search = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  search.addAll(indexed);
  return { format: INDEX_FORMAT, pages, index: search.toJSON() };
}

/** Budget of the served index for the full content, gzip bytes (a test and the bench check it). */
export const INDEX_BUDGET_GZIP_BYTES = 400 * 1024;
