/** The config explainer (issue 23): where it lives and what it accepts. */

/** The explainer's route. */
export const EXPLAIN_PATH = '/configuration/explain/';

/** Larger pasted configs get one clear message instead of a frozen page. */
export const EXPLAIN_INPUT_MAX_BYTES = 100 * 1024;

/** Above this size parsing and validation leave the main thread (a Web Worker). */
export const EXPLAIN_WORKER_MIN_BYTES = 8 * 1024;

/** The URL fragment key that carries a shared config: `#config=<encoded>`. */
export const EXPLAIN_FRAGMENT_KEY = 'config';

/** The modes and targets the effective-defaults table covers. */
export const EXPLAIN_MODES = ['production', 'development', 'none'] as const;
export const EXPLAIN_TARGETS = ['web', 'node'] as const;
export type ExplainMode = (typeof EXPLAIN_MODES)[number];
export type ExplainTarget = (typeof EXPLAIN_TARGETS)[number];

/** The explainer's own script and styles, built outside Next's chunks (scripts/explainer/bundle.mjs). */
export const EXPLAIN_BUNDLE_DIR = '/explainer/';
export const EXPLAIN_SCRIPT_PATH = `${EXPLAIN_BUNDLE_DIR}explainer.js`;
export const EXPLAIN_WORKER_PATH = `${EXPLAIN_BUNDLE_DIR}worker.js`;
export const EXPLAIN_STYLE_PATH = `${EXPLAIN_BUNDLE_DIR}explainer.css`;
/**
 * The bundle's list of its files (entries, shared chunks, styles), which the page asks the
 * service worker to keep so the explainer works offline after one visit.
 */
export const EXPLAIN_FILE_LIST = 'files.json';
export const EXPLAIN_FILE_LIST_PATH = `${EXPLAIN_BUNDLE_DIR}${EXPLAIN_FILE_LIST}`;
