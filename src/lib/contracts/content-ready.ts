/**
 * The content-ready marker: an empty file `scripts/build.mjs` writes once the content step has
 * succeeded, so that Next's render workers, started beside it, know the documents are complete
 * (`src/lib/content/content-ready.ts` waits for it; the build passes its path in `CONTENT_READY_FILE`).
 */
export const CONTENT_READY_MARKER = '.contentlayer/content-ready';

/** The environment variable that hands the marker's path to the render workers. */
export const CONTENT_READY_ENV = 'CONTENT_READY_FILE';

/**
 * Longest wait for the marker before the build gives up, in the render workers and in the
 * compile held for it (scripts/hold-for-content.mjs): the content step of 1,000 pages takes
 * under a minute.
 */
export const CONTENT_WAIT_MS = 10 * 60 * 1000;
