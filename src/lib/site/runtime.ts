/** The page's life in the browser: service worker, error state, hash redirect, analytics. */

/** Offline reading: the service worker script and the page served when offline and uncached. */
export const OFFLINE = {
  /** Url of the service worker script, registered with scope `/`. */
  swUrl: '/sw.js',
  /** Page served for a navigation that is neither reachable nor cached. */
  fallbackUrl: '/offline/',
} as const;

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
