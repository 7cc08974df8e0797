/** One problem found by a content check, located in a content file. */
export interface Failure {
  /** Path of the file, as given to the reader (e.g. `content/guides/caching.mdx`). */
  file: string;
  /** 1-based line in the file. */
  line: number;
  /** 1-based column, when the check knows it. */
  column?: number;
  reason: string;
}

/** Formats a failure as `file:line: reason`, the shape every check reports. */
export function formatFailure(failure: Failure): string {
  return `${failure.file}:${failure.line}: ${failure.reason}`;
}

/**
 * Formats a failure as `file:line:column: reason`, the form editors' problem matchers read
 * (`npm run check`, the dev server's error page); the column is 1 when unknown.
 */
export function formatProblem(failure: Failure): string {
  return `${failure.file}:${failure.line}:${failure.column ?? 1}: ${failure.reason}`;
}

/** Sorts failures by file, then line and column, for stable reports. */
export function sortFailures(failures: Failure[]): Failure[] {
  return [...failures].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 1) - (b.column ?? 1),
  );
}
