/** The page's life in the browser: service worker, error state, hash redirect, analytics. */

/** Offline reading: the service worker script and the page served when offline and uncached. */
export const OFFLINE = {
  /** Url of the service worker script, registered with scope `/`. */
  swUrl: '/sw.js',
  /** Page served for a navigation that is neither reachable nor cached. */
  fallbackUrl: '/offline/',
} as const;

/**
 * Reading copies: one JSON file per section with each page's article column and the section's
 * sidebar, fetched at idle time, and the page template the service worker fills in. A page
 * never visited opens offline from them at a fraction of its full HTML's size.
 */
export const READING_COPIES_DIR = '/offline-pages/';
/** The reading-copy page template (precached). */
export const READING_TEMPLATE_URL = '/offline-pages/template.html';
/** The template's slots, in order: title, sidebar, article column. */
export const READING_TEMPLATE_SLOTS = ['<!--rc:title-->', '<!--rc:sidebar-->', '<!--rc:column-->'];
/**
 * Above this gzip size (KiB) the search index leaves the precache, which must fit the first
 * visit's budget with the code, and is warmed after the first visit instead.
 */
export const SEARCH_INDEX_PRECACHE_MAX_KIB = 512;
/** Shown under the title of a reading copy. */
export const READING_COPY_NOTE =
  'Saved copy for offline reading. Search and the interactive parts of the page return when you are back online.';

/** Text of the error state shown when a page's data or code fails to load. */
export const LOAD_ERROR_TEXT = 'Error loading content.';

/** The hash redirect of the specification: `#cache…` on other-options moves to cache. */
export const HASH_REDIRECT = {
  from: '/configuration/other-options/',
  hashPrefix: '#cache',
  to: '/configuration/cache/',
} as const;

/** Google Analytics 4 (gtag) script; loaded only when an analytics id is configured. */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
