// The link-stability half of the link gate: every link webpack's packages print, every url and
// heading anchor of the old site and every url and anchor this site has published must still
// land on a page and a heading, through a redirect or an alias where they moved.
import { legacyAnchors } from '../links/old-anchors.mjs';
import { entryKey, publishedBy } from '../links/published.mjs';
import { docsLocation } from '../links/printed-links.mjs';
import { ALIASES_FILE } from '../links/anchor-aliases.mjs';
import { REDIRECTS_FILE, landing } from '../links/redirect-map.mjs';

const ADD_REDIRECT = `add a redirect to the nearest page on the same subject in ${REDIRECTS_FILE}`;
const ADD_ALIAS = `add an alias to the heading of the same meaning in ${ALIASES_FILE} (\`npm run links:aliases\` proposes one; review it)`;

/**
 * A site to check against, from the link gate's scans (`file → scan`): `page(path)` gives the
 * scan of the page served at a path (`/x/` → `x/index.html`), `pages` every page with its path.
 */
export function siteFromScans(scans) {
  const byPath = new Map();
  for (const [file, scan] of scans) {
    const path =
      file === 'index.html'
        ? '/'
        : file.endsWith('/index.html')
          ? `/${file.slice(0, -'index.html'.length)}`
          : `/${file}`;
    byPath.set(path, scan);
  }
  return {
    page: (path) => byPath.get(path) ?? null,
    pages: [...byPath].map(([path, scan]) => ({ path, scan })),
  };
}

/**
 * Whether `path#hash` reaches a page and an element, following the site's redirects: `{ ok }`
 * or `{ ok: false, reason }`. A path without its trailing slash counts as the slashed one,
 * since every host adds it.
 */
export function reach(site, redirects, path, hash = '') {
  const slashed = path.endsWith('/') || site.page(path) ? path : `${path}/`;
  const to = landing(redirects, slashed, hash);
  if (to.redirected && !site.page(slashed)) {
    return { ok: false, reason: `no fallback page at ${slashed} for hosts without redirects` };
  }
  if (to.external) return { ok: true };
  const scan = site.page(to.path);
  if (!scan) {
    return {
      ok: false,
      reason: to.redirected
        ? `redirects to ${to.path}, which is not a page`
        : `no page at ${slashed} and no redirect for it: ${ADD_REDIRECT}`,
    };
  }
  if (to.hash && !scan.ids.has(to.hash)) {
    return { ok: false, reason: `no #${to.hash} on ${to.path}: ${ADD_ALIAS}` };
  }
  return { ok: true };
}

/** Problems with the aliases themselves: a gone page or heading, an alias not in the HTML. */
export function aliasProblems(site, aliases) {
  const problems = [];
  for (const [page, map] of aliases) {
    const scan = site.page(page);
    if (!scan) {
      problems.push(`${ALIASES_FILE}: ${page} is not a page: move its aliases to where it lands`);
      continue;
    }
    for (const [old, target] of map) {
      const where = `${ALIASES_FILE}: ${page} #${old}`;
      if (target !== null && !scan.headingIds.has(target)) {
        problems.push(
          `${where} points at #${target}, a heading no longer on the page: point it at the nearest heading of the same meaning (null for the page title)`,
        );
      } else if (scan.repeated.has(old) || (scan.ids.has(old) && !scan.aliasIds.has(old))) {
        problems.push(`${where} is now a real id of the page: remove the alias`);
      } else if (!scan.aliasIds.has(old)) {
        problems.push(
          `${where} is not in the page's HTML (aliases sit in a body heading or the page title)`,
        );
      }
    }
  }
  return problems;
}

/** A tally of checks: how many passed of how many. */
function tally(results) {
  return { ok: results.filter((result) => result.ok).length, total: results.length };
}

/**
 * Checks every promise against the site. `promises`: `printed` (`{ url, sources }`), `legacy`
 * (the old site's `{ pages, redirects }`), `redirects` and `aliases` (parsed data), `published`
 * (`{ page, id? }`). Returns `figures` (printed links, old urls, old anchors as `{ ok, total }`),
 * `problems` (lines) and `unrecorded` (entries this build publishes that the list lacks).
 */
export function checkPromises(site, { printed, legacy, redirects, aliases, published }) {
  const problems = [];
  const checked = (label, result) => {
    if (!result.ok) problems.push(`${label}: ${result.reason}`);
    return result;
  };

  const printedResults = printed.map(({ url, sources }) => {
    const { path, hash } = docsLocation(url);
    return checked(`${url} (printed by ${sources[0]})`, reach(site, redirects, path, hash));
  });
  const oldUrls = [...Object.keys(legacy.pages), ...Object.keys(legacy.redirects)];
  const urlResults = [...new Set(oldUrls)].map((url) =>
    checked(`old url ${url}`, reach(site, redirects, url)),
  );
  const anchorResults = legacyAnchors(legacy).map(({ page, id }) =>
    checked(`old anchor ${page}#${id}`, reach(site, redirects, page, id)),
  );

  problems.push(...aliasProblems(site, aliases));

  const recorded = new Set(published.map(entryKey));
  for (const entry of published) {
    const result = reach(site, redirects, entry.page, entry.id);
    if (!result.ok) problems.push(`published ${entryKey(entry)} is gone: ${result.reason}`);
  }
  const unrecorded = publishedBy(site.pages, (path) => redirects.has(path)).filter(
    (entry) => !recorded.has(entryKey(entry)),
  );

  return {
    figures: {
      printed: tally(printedResults),
      oldUrls: tally(urlResults),
      oldAnchors: tally(anchorResults),
    },
    problems,
    unrecorded,
  };
}

/** The three figures as the build prints them. */
export function figuresLine({ printed, oldUrls, oldAnchors }) {
  return `links webpack prints resolved ${printed.ok}/${printed.total}; old urls answering ${oldUrls.ok}/${oldUrls.total}; old anchors surviving ${oldAnchors.ok}/${oldAnchors.total}`;
}
