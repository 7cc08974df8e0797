/**
 * Builds the local search index (a serialised MiniSearch index with the stored fields of
 * each record) from search records. Runs at export time; the browser only loads it.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { INDEX_OPTIONS, type IndexedRecord } from './options';
import type { SearchRecord } from './records';

/** Version of the index file format; bump when the options or stored fields change. */
export const INDEX_FORMAT = 1;

/** The JSON file served at SEARCH_INDEX_PATH. */
export interface SearchIndexFile {
  format: typeof INDEX_FORMAT;
  index: AsPlainObject;
}

/** The indexed form of a record: its own heading, the headings above it, and its text. */
export function toIndexed(record: SearchRecord, id: number): IndexedRecord {
  const own = record.lvl3 ?? record.lvl2 ?? record.lvl1;
  const parents = [
    record.lvl0 === record.lvl1 ? '' : record.lvl0,
    record.type === 'lvl1' ? '' : record.lvl1,
    record.lvl3 ? record.lvl2 : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    url: record.url,
    type: record.type,
    lvl0: record.lvl0,
    lvl1: record.lvl1,
    ...(record.lvl2 ? { lvl2: record.lvl2 } : {}),
    ...(record.lvl3 ? { lvl3: record.lvl3 } : {}),
    content: record.content,
    title: own,
    titleParts: own,
    parents,
    text: record.text,
  };
}

/** Indexes the records and returns the serialisable index file. */
export function buildSearchIndex(records: readonly SearchRecord[]): SearchIndexFile {
  const search = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  search.addAll(records.map(toIndexed));
  return { format: INDEX_FORMAT, index: search.toJSON() };
}

/** Budget of the served index for the full content, gzip bytes (a test and the bench check it). */
export const INDEX_BUDGET_GZIP_BYTES = 400 * 1024;
