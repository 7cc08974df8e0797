// The reviewed heading aliases (src/data/links/anchor-aliases.json): old ids kept alive on the page
// where their url now lands, each pointing at the heading of the same meaning (null: the page title).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The data file, relative to the project root. */
export const ALIASES_FILE = 'src/data/links/anchor-aliases.json';

/** What the data file says about itself, kept at its top. */
export const ALIASES_ABOUT =
  'Old heading ids that still work on the page where their url now lands: page url, then old id -> id of the heading of the same meaning, or null for the page title when no heading fits. Proposed by `npm run links:aliases`, reviewed by hand (see docs/links.md).';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** An id that can be an HTML id and a url fragment as is. */
const ID = /^[^\s#]+$/;

/**
 * Checks the parsed data file; returns a Map `page url → Map(old id → heading id | null)`.
 * Throws one error listing every bad entry.
 */
export function parseAliases(data, file = ALIASES_FILE) {
  const problems = [];
  const pages = new Map();
  for (const [page, aliases] of Object.entries(data?.aliases ?? {})) {
    if (!/^\/([^#?\s]*\/)?$/.test(page)) problems.push(`${file}: "${page}": not a page url`);
    const map = new Map();
    for (const [old, target] of Object.entries(aliases ?? {})) {
      if (!ID.test(old)) problems.push(`${file}: ${page} "${old}": not a usable id`);
      if (target !== null && (typeof target !== 'string' || !ID.test(target))) {
        problems.push(`${file}: ${page} "${old}": the target must be a heading id or null`);
      }
      if (target === old) problems.push(`${file}: ${page} "${old}": an alias of itself`);
      map.set(old, target);
    }
    pages.set(page, map);
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return pages;
}

/** The aliases of the project's data file. */
export function loadAliases(file = ALIASES_FILE) {
  return parseAliases(JSON.parse(readFileSync(new URL(file, `file://${root}`), 'utf8')), file);
}

/** The data file's text for a Map of aliases: pages and ids sorted, one entry a line. */
export function serializeAliases(pages) {
  const aliases = {};
  for (const page of [...pages.keys()].sort()) {
    const entries = [...pages.get(page)].sort(([a], [b]) => a.localeCompare(b));
    if (entries.length > 0) aliases[page] = Object.fromEntries(entries);
  }
  return `${JSON.stringify({ about: ALIASES_ABOUT, aliases }, null, 2)}\n`;
}
