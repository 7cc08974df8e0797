/**
 * The site's search index: every page of the content, split into records and indexed.
 * Build time only (it reads the documents through the content gateway).
 */
import { allPages, pageBody, sectionTitle } from '../content';
import { PRINTABLE_SLUG } from '../site';
import { buildSearchIndex, type SearchIndexFile } from './build';
import { pageRecords, type SearchRecord } from './records';

/** Search records of every page, in url order (printable bundles are not indexed). */
export function siteRecords(): SearchRecord[] {
  return [...allPages()]
    .filter((page) => page.slug !== PRINTABLE_SLUG)
    .sort((a, b) => a.url.localeCompare(b.url))
    .flatMap((page) =>
      pageRecords({
        url: page.url,
        title: page.title,
        sectionTitle: sectionTitle(page.section),
        ...(page.description ? { description: page.description } : {}),
        body: pageBody(page.url) ?? '',
      }),
    );
}

/** The index file served at SEARCH_INDEX_PATH. */
export function siteSearchIndex(): SearchIndexFile {
  return buildSearchIndex(siteRecords());
}
