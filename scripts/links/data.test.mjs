// The link data files against the content folder, without a build: every old url has a page or a
// reviewed redirect, redirects land on pages, aliases live on pages. The link gate re-checks all
// of it, anchors included, on every build.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locate } from '../../src/lib/content/paths';
import { PRINTABLE_SECTIONS } from '../../src/lib/site/sections';
import { loadAliases } from './anchor-aliases.mjs';
import { loadLegacy } from './old-anchors.mjs';
import { loadRedirects } from './redirect-map.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const contentUrls = new Set(
  readdirSync(`${root}content`, { recursive: true })
    .map(String)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => locate(file.split('\\').join('/')).url),
);
/** Routes that are not content files: the home page, the app shell and the printable pages. */
const routeUrls = new Set([
  '/',
  '/app-shell/',
  '/printable/',
  ...PRINTABLE_SECTIONS.map((section) => `/${section}/printable/`),
]);
const isPage = (url) => contentUrls.has(url) || routeUrls.has(url);
const legacy = loadLegacy(root);
const redirects = loadRedirects();

describe('link data', () => {
  it('gives every url of the old site a page or a reviewed redirect', () => {
    const oldUrls = [...Object.keys(legacy.pages), ...Object.keys(legacy.redirects)];
    expect(oldUrls).toHaveLength(194);
    expect(oldUrls.filter((url) => !isPage(url) && !redirects.has(url))).toEqual([]);
  });

  it('redirects only urls that are not pages, to pages (or the version-4 site)', () => {
    const bad = [...redirects].filter(
      ([from, { to }]) => isPage(from) || (!to.startsWith('https://') && !isPage(to.split('#')[0])),
    );
    expect(bad).toEqual([]);
  });

  it('keeps aliases on pages only, for ids the old site or webpack really used', () => {
    const aliases = loadAliases();
    expect([...aliases.keys()].filter((page) => !isPage(page))).toEqual([]);
    expect([...aliases.values()].reduce((sum, map) => sum + map.size, 0)).toBeGreaterThan(1000);
  });
});
