// Loads the writer checks (src/lib/content-checks/writer-checks.ts) from plain Node scripts and
// worker threads, through Vite's module runner, so `npm run check`, the dev server and the tests
// share one code.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(
  new URL('../../src/lib/content-checks/writer-checks.ts', import.meta.url),
);

/** Imports the writer checks module. */
export async function loadWriterChecks() {
  const { module } = await runnerImport(entry, { configFile: false, logLevel: 'silent' });
  return module;
}
