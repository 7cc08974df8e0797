/** Which GitHub handles a page's contributors grid shows. */
import { EXCLUDED_CONTRIBUTORS } from '../site';

const excluded = new Set(EXCLUDED_CONTRIBUTORS.map((handle) => handle.toLowerCase()));

/**
 * Returns the handles to show, in first-seen order: duplicates (case-insensitive) and the
 * specification's excluded handles removed.
 */
export function contributorsOf(handles: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const handle of handles) {
    const key = handle.toLowerCase();
    if (excluded.has(key) || seen.has(key)) continue;
    seen.add(key);
    result.push(handle);
  }
  return result;
}

/** Heading of a contributors grid: `1 Contributor`, otherwise `N Contributors`. */
export function contributorsHeading(count: number): string {
  return count === 1 ? '1 Contributor' : `${count} Contributors`;
}
