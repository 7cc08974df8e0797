/**
 * `npm run build` runs the content step and webpack's compile side by side (scripts/build.mjs):
 * the compile never reads the documents, and each alone leaves a core idle. The render workers
 * Next starts after compiling do read them, so they wait here for the marker file the build
 * writes once the content step has succeeded. Without `CONTENT_READY_FILE` (dev, tests) there
 * is nothing to wait for.
 */
import { existsSync } from 'node:fs';
import { CONTENT_READY_ENV, CONTENT_WAIT_MS } from '../contracts/content-ready';
const POLL_MS = 100;

/** Blocks until the content step's marker exists; throws if it never appears. */
export function waitForContent(marker = process.env[CONTENT_READY_ENV]): void {
  if (!marker) return;
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + CONTENT_WAIT_MS;
  while (!existsSync(marker)) {
    if (Date.now() > deadline) {
      throw new Error(
        `content step did not finish within ${CONTENT_WAIT_MS / 60000} minutes (${marker})`,
      );
    }
    // A synchronous sleep: the documents are read from synchronous functions.
    Atomics.wait(sleeper, 0, 0, POLL_MS);
  }
}
