/** One problem found by a content check, located in a content file. */
export interface Failure {
  /** Path of the file, as given to the reader (e.g. `content/guides/caching.mdx`). */
  file: string;
  /** 1-based line in the file. */
  line: number;
  reason: string;
}

/** Formats a failure as `file:line: reason`, the shape every check reports. */
export function formatFailure(failure: Failure): string {
  return `${failure.file}:${failure.line}: ${failure.reason}`;
}

/** Sorts failures by file, then line, for stable reports. */
export function sortFailures(failures: Failure[]): Failure[] {
  return [...failures].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
