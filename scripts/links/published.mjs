// The committed list of every url and heading anchor the site has published
// (src/data/links/published.txt): read, computed from a build, merged and written.

/** The list, relative to the project root. */
export const PUBLISHED_FILE = 'src/data/links/published.txt';

const HEADER = [
  '# Every url and heading anchor this site has published, one a line (see docs/links.md).',
  '# Never delete a line: when a page or heading goes away, add a redirect or an alias first.',
  '# `npm run links:record` adds what a new build publishes.',
];

/** `{ page, id? }` entries of the list's text; `#` lines are comments. */
export function parsePublished(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('#');
      return at === -1 ? { page: line } : { page: line.slice(0, at), id: line.slice(at + 1) };
    });
}

/** The line of an entry. */
export const entryKey = ({ page, id }) => (id ? `${page}#${id}` : page);

/** The list's text for entries: sorted, unique. */
export function serializePublished(entries) {
  const lines = [...new Set(entries.map(entryKey))].sort();
  return `${[...HEADER, ...lines].join('\n')}\n`;
}

/**
 * What a build publishes: every page url (`/x/`, never a redirect's fallback page) and, but for
 * the combined printable pages (their ids repeat the pages'), every heading id of each page.
 * `pages` is `[{ path, scan }]`; `isRedirect(path)` tells fallback pages apart.
 */
export function publishedBy(pages, isRedirect) {
  const entries = [];
  for (const { path, scan } of pages) {
    if (!path.endsWith('/') || isRedirect(path)) continue;
    entries.push({ page: path });
    if (/\/printable\/$/.test(path)) continue;
    for (const id of scan.headingIds) entries.push({ page: path, id });
  }
  return entries;
}
