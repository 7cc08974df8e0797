/**
 * Recognises the loading failures of webpack's runtime (the specification's error catalogue):
 * a script chunk raises `ChunkLoadError` ('Loading chunk {id} failed', with `type` and
 * `request`), a style chunk raises an error with code `CSS_CHUNK_LOAD_FAILED`.
 */

/** What kind of failure an error boundary caught. */
export type LoadErrorKind = 'chunk' | 'css' | 'other';

const CHUNK_MESSAGE = /^Loading chunk \S+ failed/;
const CSS_MESSAGE = /^Loading CSS chunk \S+ failed/;

/** Classifies any thrown value; never throws, whatever it is given. */
export function loadErrorKind(error: unknown): LoadErrorKind {
  if (typeof error !== 'object' || error === null) return 'other';
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (code === 'CSS_CHUNK_LOAD_FAILED' || CSS_MESSAGE.test(text)) return 'css';
  if (name === 'ChunkLoadError' || CHUNK_MESSAGE.test(text)) return 'chunk';
  return 'other';
}

/** Whether a failure is a network failure of code or styles, which a retry can fix. */
export function isLoadError(error: unknown): boolean {
  return loadErrorKind(error) !== 'other';
}
