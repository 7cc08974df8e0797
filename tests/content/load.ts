/**
 * The content every content test reads: `CONTENT_DIR` (default `content/`), read once per
 * test file.
 */
import { resolve } from 'node:path';
import { PROJECT_ROOT, readContent } from '../../scripts/content-checks';
import type { ContentPage } from '../../scripts/content-checks/reader';

/** The folder under test. */
export const CONTENT_DIR = resolve(PROJECT_ROOT, process.env.CONTENT_DIR ?? 'content');

let pages: ContentPage[] | undefined;

/** Every page of the content folder. */
export function contentPages(): ContentPage[] {
  pages ??= readContent(CONTENT_DIR);
  return pages;
}
