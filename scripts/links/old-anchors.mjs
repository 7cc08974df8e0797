// Every heading anchor the site has promised: the old site's (src/data/links/legacy-urls.json, its
// printable pages aside), the ones webpack's packages print, and the site's own published list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docsLocation, printedLinks } from './printed-links.mjs';

/** The old site's pages, anchors and redirects, relative to the project root. */
export const LEGACY_FILE = 'src/data/links/legacy-urls.json';

/** Whether an old page is a combined printable page (its anchors repeat the pages'). */
export const isPrintable = (page) => /(^|\/)printable\/$/.test(page);

/** The old site's data: `{ pages: { url: [ids] }, redirects: { from: to } }`. */
export function loadLegacy(root) {
  return JSON.parse(readFileSync(join(root, LEGACY_FILE), 'utf8'));
}

/** `{ page, id }` for each anchor of the old site's non-printable pages, in file order. */
export function legacyAnchors(legacy) {
  return Object.entries(legacy.pages)
    .filter(([page]) => !isPrintable(page))
    .flatMap(([page, ids]) => ids.map((id) => ({ page, id })));
}

/** `{ page, id }` for each printed link with a fragment (page with its trailing slash). */
export function printedAnchors(links) {
  return links
    .map(({ url }) => docsLocation(url))
    .filter(({ hash }) => hash)
    .map(({ path, hash }) => ({ page: path.endsWith('/') ? path : `${path}/`, id: hash }));
}

/** All promised anchors, without repeats: legacy, printed, then published (when listed). */
export function oldAnchors(root, published = []) {
  const seen = new Set();
  const all = [
    ...legacyAnchors(loadLegacy(root)),
    ...printedAnchors(printedLinks(join(root, 'node_modules')).links),
    ...published,
  ];
  return all.filter(({ page, id }) => {
    const key = `${page}#${id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
