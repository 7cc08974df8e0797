// Loads the writer checks (scripts/content-checks/writer-checks.ts) from plain Node scripts and
// worker threads, so `npm run check`, the dev server and the tests share one code. The
// TypeScript is bundled by esbuild into one ES module (packages stay imports): a tenth of the
// start-up of compiling module by module, which `npm run check` pays on each of its threads.
import { bundleTs, importBundle } from '../bundle-ts.mjs';

const ENTRY = 'scripts/content-checks/writer-checks.ts';

/** Bundles the writer checks; resolves the bundle's path (named by its content). */
export async function bundleWriterChecks() {
  return bundleTs(ENTRY, { sourceUrl: true });
}

/** Imports the writer checks module (from `bundle`, when one is already made). */
export async function loadWriterChecks(bundle) {
  return importBundle(bundle ?? (await bundleWriterChecks()));
}
