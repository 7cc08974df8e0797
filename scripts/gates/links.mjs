// The link gate: every internal link and #anchor of the exported pages must exist; external links are listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath, htmlFiles, pageUrl } from './html-pages.mjs';
import { scanPage } from './link-scan.mjs';
import { siteStrings } from '../site-constant.mjs';

/** Schemes that name no document to check. */
const IGNORED_SCHEMES = new Set(['mailto:', 'tel:', 'javascript:', 'data:', 'blob:', 'about:']);

/** Fragments a browser resolves without an element: the top of the page. */
const BUILTIN_FRAGMENTS = new Set(['', 'top']);

/** Fragments that carry state, not an anchor: the config explainer's `#config=…`. */
const STATE_FRAGMENT = new RegExp(`^${siteStrings('EXPLAIN_FRAGMENT_KEY')[0]}=`);

/** Base for resolving page-relative urls; never fetched. */
const LOCAL = 'http://site.invalid';

/**
 * Checks the HTML pages of `outDir`. `siteOrigin` (e.g. `https://webpack.js.org`) counts as
 * internal, so canonical urls are checked too. Returns `pages` (how many), `problems`
 * (`{ page, link, reason }`, sorted), `external` (`{ page, url }` for http(s) links elsewhere)
 * and `scans` (each page's file → what `scanPage` read, for the checks that follow).
 */
export function checkLinks(outDir, { siteOrigin } = {}) {
  const files = htmlFiles(outDir);
  const scans = new Map(
    files.map((file) => [file, scanPage(readFileSync(join(outDir, file), 'utf8'))]),
  );
  const targets = new Map();
  const targetOf = (path) => {
    if (!targets.has(path)) targets.set(path, fileForPath(outDir, path));
    return targets.get(path);
  };
  // The site chrome repeats the same links on every page: resolve each url once (per page
  // only when it is relative to the page).
  const resolutions = new Map();
  const resolution = (url, page) => {
    const key = ABSOLUTE.test(url) ? url : `${page} ${url}`;
    if (!resolutions.has(key)) resolutions.set(key, resolve(url, page, siteOrigin, targetOf));
    return resolutions.get(key);
  };
  const problems = [];
  const external = [];

  for (const [file, scan] of scans) {
    const page = pageUrl(file);
    const report = (link, reason) => problems.push({ page, link, reason });
    for (const href of scan.unsafeBlank) {
      report(href, 'target="_blank" without rel="noopener"');
    }
    for (const { url } of scan.links) {
      const { ignore, external: href, problem, path, target, fragment } = resolution(url, page);
      if (ignore) continue;
      if (href) external.push({ page, url: href });
      else if (problem) report(url, problem);
      else if (BUILTIN_FRAGMENTS.has(fragment) || STATE_FRAGMENT.test(fragment)) continue;
      else if (!scans.has(target)) {
        report(url, `#${fragment} points into ${path}, which is not an HTML page`);
      } else if (!scans.get(target).ids.has(fragment)) {
        report(url, `no element with id "${fragment}" on ${path}`);
      }
    }
  }
  problems.sort((a, b) => a.page.localeCompare(b.page) || a.link.localeCompare(b.link));
  return { pages: files.length, problems, external, scans };
}

/** Urls that mean the same on every page: with a scheme, or from the root (not `//host`). */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/(?!\/))/i;

/**
 * What `url` on `page` points to: `{ ignore }`, `{ external }` (the absolute url),
 * `{ problem }` (the reason), or `{ path, target, fragment }` (target: the file in out/).
 */
function resolve(url, page, siteOrigin, targetOf) {
  let parsed;
  try {
    parsed = new URL(url, LOCAL + page);
  } catch {
    return { problem: 'not a valid url' };
  }
  if (IGNORED_SCHEMES.has(parsed.protocol)) return { ignore: true };
  if (parsed.origin !== LOCAL && parsed.origin !== siteOrigin) {
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      return { external: parsed.href };
    }
    return { problem: `unexpected scheme ${parsed.protocol}` };
  }
  const path = safeDecode(parsed.pathname);
  const target = targetOf(path);
  if (!target) {
    const directory = !path.endsWith('/') && targetOf(`${path}/`);
    return {
      problem: directory ? `no such page (did you mean ${path}/?)` : `no such page ${path}`,
    };
  }
  return { path, target, fragment: safeDecode(parsed.hash.slice(1)) };
}

/** `decodeURIComponent`, or the input unchanged when it is not valid percent-encoding. */
function safeDecode(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The external links as report lines, `url <tab> page`, sorted and unique. */
export function externalReport(external) {
  return [...new Set(external.map(({ url, page }) => `${url}\t${page}`))].sort();
}

/** A one-line summary of the external links: count, distinct urls and hosts by frequency. */
export function externalSummary(external) {
  const hosts = new Map();
  for (const { url } of external) {
    const host = new URL(url).host;
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
  }
  const top = [...hosts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const listed = top.slice(0, 8).map(([host, count]) => `${host} ${count}`);
  const more = top.length > 8 ? `, +${top.length - 8} more hosts` : '';
  const urls = new Set(external.map(({ url }) => url)).size;
  return `${external.length} external links (${urls} distinct urls, ${hosts.size} hosts: ${listed.join(', ')}${more}), not fetched`;
}
