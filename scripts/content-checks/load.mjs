// Loads the TypeScript content checks (src/lib/content-checks) from plain Node scripts, the way
// every script loads our TypeScript (bundle-ts.mjs), so scripts and tests share one code.
import { loadTs } from '../bundle-ts.mjs';

/** Imports `src/lib/content-checks/index.ts`. */
export async function loadContentChecks() {
  return loadTs('src/lib/content-checks/index.ts', { sourceUrl: true });
}
