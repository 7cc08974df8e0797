// A webpack plugin for the last compile of `next build` (the client's, after the server's): once
// it is done, Next starts its render workers, and they wait for the content step's marker
// (src/lib/content/content-ready.ts) holding Next's server runtime and the pages' modules, about
// 290 MB for the two, through the content step's own memory peak. Held here, the compile's end
// waits for the marker instead, and the workers start once the documents are there. On two cores
// the content step is CPU-bound either way, so starting the workers later costs no time.
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** What the compile prints when it holds; `npm run build` times the compile by it (build-steps.mjs). */
export const HOLD_LINE = 'webpack compiled; Next collects the pages once the content step is done';

export class HoldForContent {
  /** Holds the end of a compile until the file `marker` exists, failing it after `timeoutMs`. */
  constructor(marker, { timeoutMs, pollMs = 100, log = console.log }) {
    Object.assign(this, { marker, pollMs, timeoutMs, log });
  }

  apply(compiler) {
    compiler.hooks.done.tapPromise('HoldForContent', async (stats) => {
      if (stats.hasErrors() || existsSync(this.marker)) return;
      this.log(HOLD_LINE);
      const deadline = Date.now() + this.timeoutMs;
      while (!existsSync(this.marker)) {
        if (Date.now() > deadline) {
          throw new Error(`the content step did not finish in time (no ${this.marker})`);
        }
        await sleep(this.pollMs);
      }
    });
  }
}
