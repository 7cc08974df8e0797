// Loads the TypeScript content checks (scripts/content-checks) from plain Node scripts, the way
// every script loads our TypeScript (bundle-ts.mjs), so scripts and tests share one code.
import { loadTs } from '../bundle-ts.mjs';

/** Imports `scripts/content-checks/index.ts`. */
export async function loadContentChecks() {
  return loadTs('scripts/content-checks/index.ts', { sourceUrl: true });
}
