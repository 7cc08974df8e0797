/**
 * The site's search index: every page of the content, split into records and indexed.
 * Build time only (it reads the documents through the content gateway).
 */
import { CURATED_MESSAGE_DATA as curated } from '../../data/search/messages';
import { allPages, pageBody, sectionTitle } from '../content';
import { PRINTABLE_SLUG } from '../site';
import { buildSearchIndex, type SearchIndexFile } from './build';
import { pageRecords, type SearchRecord } from './records';

/** A printed message a page explains without quoting it, and the section that does. */
export interface CuratedMessage {
  message: string;
  url: string;
}

/**
 * Adds each curated message to the record of its section; a clear error naming the entry
 * when that section is not in the records (a renamed heading, a removed page).
 */
export function withCuratedMessages(
  records: SearchRecord[],
  messages: readonly CuratedMessage[],
): SearchRecord[] {
  const byUrl = new Map(records.map((record) => [record.url, record]));
  for (const { message, url } of messages) {
    const record = byUrl.get(url);
    if (!record) {
      throw new Error(
        `src/data/search/messages.ts: "${message}" points to ${url}, which is not a page or heading`,
      );
    }
    record.messages = [...new Set([...(record.messages ?? []), message])];
  }
  return records;
}

/** Search records of every page, in url order (printable bundles are not indexed). */
export function siteRecords(): SearchRecord[] {
  const records = [...allPages()]
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
  return withCuratedMessages(records, curated.messages);
}

/** The index file served at SEARCH_INDEX_PATH. */
export function siteSearchIndex(): SearchIndexFile {
  return buildSearchIndex(siteRecords());
}
