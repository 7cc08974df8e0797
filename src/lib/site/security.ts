/**
 * Security policy constants: the only origins the Content-Security-Policy ever allows besides
 * the site itself. Read by the export-time CSP step (scripts/csp/) through
 * scripts/site-constant.mjs (which loads this module), so keep each one a list of strings.
 */

/** Contributor avatars: GitHub's `/{handle}.png` and the CDN it redirects to. Always allowed. */
export const AVATAR_ORIGINS = ['https://github.com', 'https://avatars.githubusercontent.com'];

/** Hosted DocSearch (Algolia) query hosts; allowed only when the DocSearch keys are set. */
export const DOCSEARCH_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'];

/** Where gtag.js is loaded from; allowed only when an analytics id is set. */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];

/** Where GA4 sends hits (fetch, beacon or pixel); allowed only when an analytics id is set. */
export const ANALYTICS_HIT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The gate's report of every external link of the build (gitignored). */
export const EXTERNAL_LINKS_REPORT = '.reports/external-links.txt';

/**
 * Style bodies that code inserts at runtime, hashed into every page's policy: next-themes'
 * `disableTransitionOnChange` adds the first for one frame while the theme switches; the
 * second is the `<style>` inside the Algolia logo of DocSearch's modal footer.
 */
export const RUNTIME_INLINE_STYLES = [
  '*,*::before,*::after{-webkit-transition:none!important;-moz-transition:none!important;-o-transition:none!important;-ms-transition:none!important;transition:none!important}',
  '.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}',
];
