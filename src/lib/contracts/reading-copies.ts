/**
 * `out/reading-copies.json`: the warm-up entries of the reading copies (each section's file and
 * the pages without an article), `[url, revision, gzip bytes]`. `scripts/reading-copies.mjs`
 * writes it with the section files; `scripts/build-sw.mjs` reads it into `sw-pages.json`.
 * Also the shape of one section file (`out/offline-pages/{section}.json`) the worker reads.
 */
import { z } from 'zod';
import type { Contract } from './read';
import { warmEntrySchema } from './sw-pages';

export const readingCopiesSchema = z.array(warmEntrySchema);

export const READING_COPIES: Contract<typeof readingCopiesSchema> = {
  file: 'reading-copies.json',
  writer: 'the reading-copies step (scripts/reading-copies.mjs)',
  schema: readingCopiesSchema,
};

/** One section's file: its sidebar (no current item) and every page's title and column. */
export interface ReadingBundle {
  section: string;
  sidebar: string;
  /** Class names the sidebar adds to the current page's link. */
  currentClass: string;
  pages: Record<string, { title: string; column: string }>;
}
