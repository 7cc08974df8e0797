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
