/**
 * MiniSearch settings shared by the index builder and the browser: the same fields and the
 * same term processing on both sides, or the loaded index would not match its queries.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { RecordType } from './records';
import { processTerm, tokenize } from './terms';

/** A result as the UI renders it: DocSearch's hierarchy, the url and the snippet. */
export interface StoredRecord {
  url: string;
  type: RecordType;
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  content: string;
}

/**
 * What the index stores per record, in short keys: the page's position in the file's page
 * table (which holds its url, section and title once), the anchor, the h2/h3 headings and the
 * snippet. Everything else of a result is derived from these on load.
 */
export interface CompactRecord {
  /** Index of the page in the index file's page table. */
  p: number;
  /** Heading anchor, without `#`; absent for the page record. */
  a?: string;
  /** h2 heading. */
  h2?: string;
  /** h3 heading. */
  h3?: string;
  /** Snippet. */
  c: string;
  /** Messages the record explains (see SearchRecord.messages), for phrase matching. */
  m?: string[];
}

/** A record as MiniSearch indexes it. */
export interface IndexedRecord extends CompactRecord {
  id: number;
  /** The record's own heading: the page title, or the h2/h3 text. */
  title: string;
  /** The same heading, indexed by the camelCase parts of its identifiers. */
  titleParts: string;
  /** For an option path heading (`output.publicPath`), the path above its name (`output`). */
  path: string;
  /** The headings above it: section title, page title, and the h2 of an h3. */
  parents: string;
  /** The plain text of the record. */
  text: string;
  /** The messages it explains, joined. */
  messages: string;
}

/** Fields MiniSearch indexes. */
export const INDEX_FIELDS = ['title', 'titleParts', 'path', 'parents', 'text', 'messages'];

/** Fields MiniSearch stores. */
export const STORED_FIELDS: (keyof CompactRecord)[] = ['p', 'a', 'h2', 'h3', 'c', 'm'];

/** Index options: identical when building (Node) and loading (browser). */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  idField: 'id',
  fields: INDEX_FIELDS,
  storeFields: STORED_FIELDS,
  tokenize,
  processTerm,
};

/** Field weights: a heading that names the reader's words beats a passing mention. */
export const FIELD_BOOST = {
  title: 5,
  titleParts: 2,
  path: 2,
  parents: 1,
  text: 1,
  // A printed message quoted by the section is as telling as its heading.
  messages: 3,
};

/** A heading that is an option path such as `output.publicPath` or `devServer.hot`. */
export const OPTION_PATH = /^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)+$/u;

/**
 * Default search options. Which terms are prefixes is each query's own choice (termOptions in
 * query.ts: only the last word, while it is typed). Typos are not matched fuzzily here:
 * spelling.ts first replaces a word the index does not know by the known terms closest to
 * it, so a known word is never respelled and a misspelt one counts as the word meant.
 */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  combineWith: 'OR',
  fuzzy: false,
};
