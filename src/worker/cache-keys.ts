/**
 * Names and keys of the service worker's caches. Pure functions, shared by the worker and its
 * unit tests; the build script and the e2e suite read the same names.
 */

/** Prefix of every cache this site creates; `cacheId` of serwist's precache too. */
export const CACHE_PREFIX = 'webpack-docs';

/**
 * Runtime caches. The version suffix changes when a cache's format changes; activation then
 * deletes every cache of ours that is not listed here.
 */
export const CACHES = {
  /** HTML documents: visited pages and the sections a reader saved for offline. */
  pages: `${CACHE_PREFIX}-pages-v2`,
  /** The idle-time warm-up: each section's reading copies and the home page. */
  reading: `${CACHE_PREFIX}-reading-v1`,
  /** React Server Component payloads (`index.txt`, `__next.*.txt`) of client navigations. */
  rsc: `${CACHE_PREFIX}-rsc-v1`,
  /** Same-origin images, fonts and the search index when it was not precached. */
  assets: `${CACHE_PREFIX}-assets-v1`,
  /**
   * The config explainer's bundle (`/explainer/*`), kept once its page was visited: its own
   * cache, so images filling the assets cache's limit never push it out.
   */
  explainer: `${CACHE_PREFIX}-explainer-v1`,
  /** Saved pages a new version removed (they were the old build's), to be fetched again. */
  resave: `${CACHE_PREFIX}-resave-v1`,
} as const;

/** Response header carrying the build revision of a warmed file. */
export const REVISION_HEADER = 'x-docs-revision';

/**
 * Url of the warm-up list written by `scripts/build-sw.mjs`:
 * `{ pages: [url, revision, gzip bytes][], visitBudget }`.
 */
export const WARM_LIST_URL = '/sw-pages.json';

/** Whether a cache name is ours but no longer current (so activation may delete it). */
export function isOutdatedCache(name: string): boolean {
  if (!name.startsWith(`${CACHE_PREFIX}-`)) return false;
  if (name.startsWith(`${CACHE_PREFIX}-precache`)) return false; // serwist manages its own
  return !(Object.values(CACHES) as string[]).includes(name);
}

/** Cache key of a page: origin and path, without query or hash, always with a trailing slash. */
export function pageKey(url: string): string {
  const { origin, pathname } = new URL(url);
  const path = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  return `${origin}${path}`;
}

/** Whether a same-origin path is a React Server Component payload of the static export. */
export function isRscPath(pathname: string): boolean {
  return /\/(index|__next\.[^/]*)\.txt$/.test(pathname);
}

/** Cache key of an RSC payload: the `_rsc` cache-busting query is dropped. */
export function rscKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}
