/** Figures of the quality gates that `npm run bench` reports (Lighthouse budgets, load test). */

/** First-load JavaScript of a docs page, gzip: at most this many KiB (React and Next included). */
export const DOCS_FIRST_LOAD_JS_KIB = 145;

/** Of that, what the site's chrome (header, sidebar, footer, page furniture) may add, in KiB. */
export const CHROME_FIRST_LOAD_JS_KIB = 15;

/** Lighthouse budgets, mobile preset: the lowest score (0–100) each category may have. */
export const LIGHTHOUSE_MIN_PERFORMANCE = 95;
export const LIGHTHOUSE_MIN_ACCESSIBILITY = 100;
export const LIGHTHOUSE_MIN_BEST_PRACTICES = 100;
export const LIGHTHOUSE_MIN_SEO = 100;

/**
 * Lighthouse budget, mobile and desktop presets: the largest cumulative layout shift a page
 * may have. The pages reserve room for everything they load, so none may shift at all.
 */
export const LIGHTHOUSE_MAX_CLS = 0;

/** Load test against `npm run serve` on loopback: how long it runs, in seconds (at most 60). */
export const LOAD_DURATION_S = 20;

/** Load test: concurrent connections kept open by the load generator. */
export const LOAD_CONNECTIONS = 10;

/** Load test: a request still unanswered after this many seconds counts as an error. */
export const LOAD_TIMEOUT_S = 10;

/**
 * The first visit may make the service worker download at most this much, gzip over the wire
 * (the precache, then reading copies up to what is left). `scripts/build-sw.mjs` fails the build
 * over it; the offline bench reports against it.
 */
export const FIRST_VISIT_BUDGET_BYTES = 2 * 1024 * 1024;

/** `npm run check` on the whole content, cold: at most this many seconds (the bench judges it). */
export const CHECK_BUDGET_S = 10;

/** Budget of the served search index for the full content, gzip bytes (a test and the bench). */
export const INDEX_BUDGET_GZIP_BYTES = 400 * 1024;

/** Budget of the p95 search query latency in Chromium, in milliseconds (the bench). */
export const SEARCH_P95_BUDGET_MS = 20;
