// The reviewed map of old urls (src/data/links/redirects.json): loading, checking, and where a url lands.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The data file, relative to the project root. */
export const REDIRECTS_FILE = 'src/data/links/redirects.json';

/** Hosts a redirect may leave the site for: the version-4 documentation only. */
export const EXTERNAL_REDIRECT_ORIGINS = ['https://v4.webpack.js.org'];

const root = fileURLToPath(new URL('../../', import.meta.url));

/** An old url every host can match literally: plain path segments, trailing slash. */
const SOURCE = /^\/([A-Za-z0-9._~-]+\/)*$/;

/**
 * Checks the parsed data file and returns its redirects as a Map `from → { to, why }`; throws
 * one error listing every bad entry (file, key, reason).
 */
export function parseRedirects(data, file = REDIRECTS_FILE) {
  const entries = Object.entries(data?.redirects ?? {});
  const problems = [];
  const map = new Map();
  for (const [from, value] of entries) {
    const say = (reason) => problems.push(`${file}: "${from}": ${reason}`);
    if (!SOURCE.test(from)) say('the old url must be a plain path with a trailing slash');
    const to = value?.to;
    if (typeof to !== 'string' || !to) {
      say('"to" must be a site path or a version-4 url');
      continue;
    }
    if (typeof value.why !== 'string' || !value.why.trim()) say('"why" must say why this target');
    if (/^https?:/.test(to)) {
      if (!EXTERNAL_REDIRECT_ORIGINS.some((origin) => to.startsWith(`${origin}/`))) {
        say(`"to" may only leave the site for ${EXTERNAL_REDIRECT_ORIGINS.join(', ')}`);
      }
    } else if (!/^\/[^#?\s]*\/(#[^\s]+)?$/.test(to)) {
      say('"to" must be a path with a trailing slash, optionally with #anchor');
    }
    map.set(from, { to, why: value.why });
  }
  for (const [from, { to }] of map) {
    const target = to.split('#')[0];
    if (target === from) problems.push(`${file}: "${from}": redirects to itself`);
    else if (map.has(target)) {
      problems.push(`${file}: "${from}": "${to}" is itself redirected; point at the final page`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return map;
}

/** The redirects of the project's data file. */
export function loadRedirects(file = REDIRECTS_FILE) {
  return parseRedirects(JSON.parse(readFileSync(new URL(file, `file://${root}`), 'utf8')), file);
}

/**
 * Where a path with an optional fragment lands after the site's redirects: `{ path, hash }`
 * on the site, or `{ external }` for the version-4 site. A redirect target with its own
 * fragment replaces the old one, as browsers do with a Location that has one.
 */
export function landing(redirects, path, hash = '') {
  const redirect = redirects.get(path);
  if (!redirect) return { path, hash, redirected: false };
  if (/^https?:/.test(redirect.to)) return { external: redirect.to, redirected: true };
  const [toPath, toHash] = redirect.to.split('#');
  return { path: toPath, hash: toHash ?? hash, redirected: true };
}
