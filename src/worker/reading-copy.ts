/**
 * Reading copies in the service worker: a page never visited, requested offline, is rebuilt
 * from its section's file (see scripts/reading-copies.mjs) and the precached template. Pure
 * functions, shared with their unit tests.
 */
import type { ReadingBundle } from '../lib/contracts/reading-copies';
import { READING_COPIES_DIR, READING_COPY_NOTE, READING_TEMPLATE_SLOTS } from '../lib/site';

export type { ReadingBundle };

const [TITLE_SLOT, SIDEBAR_SLOT, COLUMN_SLOT] = READING_TEMPLATE_SLOTS as [string, string, string];

/** Path of the section file a page belongs to, or null (the home page has none). */
export function bundlePath(pathname: string): string | null {
  const section = pathname.split('/').filter(Boolean)[0];
  return section ? `${READING_COPIES_DIR}${encodeURIComponent(section)}.json` : null;
}

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page path as the build keys it: with its trailing slash. */
const normalise = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The reading copy of `pathname`, or null when its section file does not hold the page. */
export function renderReadingCopy(
  template: string,
  bundle: ReadingBundle,
  pathname: string,
): string | null {
  const path = normalise(pathname);
  const page = bundle.pages[path];
  if (!page) return null;
  const href = `href="${path}"`;
  const sidebar = bundle.currentClass
    ? bundle.sidebar.replace(
        new RegExp(`<a class="([^"]*)" ${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        `<a class="$1 ${bundle.currentClass}" aria-current="page" ${href}`,
      )
    : bundle.sidebar;
  const note = `<p class="reading-copy-note" role="note">${escapeText(READING_COPY_NOTE)}</p>`;
  // The note goes right under the title, inside the article.
  const column = page.column.replace('</h1>', `</h1>${note}`);
  // Functions as replacements: `$` in page text must not be read as a pattern.
  return template
    .replace(TITLE_SLOT, () => escapeText(page.title))
    .replace(SIDEBAR_SLOT, () => sidebar)
    .replace(COLUMN_SLOT, () => column);
}
