/**
 * What `npm run dev`'s content step (scripts/dev/content-step.mjs) tells the running app: whether
 * the documents are ready, the located problems of the content (the same lines `npm run check`
 * prints), and a revision that changes with every new state, which the page's refresh client
 * compares. Only the dev server writes the file; only development reads it.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Failure } from '../problems';

/** The file, from the project folder. */
export const DEV_STATUS_PATH = '.contentlayer/dev-status.json';

/** The content step's report. */
export interface DevStatus {
  /** Changes whenever the documents or the problems change (never goes back: a timestamp). */
  revision: number;
  /** `starting` until the content step has written the documents once. */
  state: 'starting' | 'ready';
  /** Whether it follows content/ yet: documents written once and every page checked once. */
  watching: boolean;
  /** Located problems, sorted, as `npm run check` reports them. */
  problems: Failure[];
}

let cached: { mtime: number; status: DevStatus } | undefined;

/** The current report in development (read again when the file changes); otherwise undefined. */
export function devStatus(root = process.cwd()): DevStatus | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  const file = join(root, DEV_STATUS_PATH);
  const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtime === undefined) return undefined;
  if (cached?.mtime !== mtime) {
    try {
      cached = { mtime, status: JSON.parse(readFileSync(file, 'utf8')) as DevStatus };
    } catch {
      // Written by rename, so never half a file; an unreadable one is simply not news yet.
      return cached?.status;
    }
  }
  return cached.status;
}
