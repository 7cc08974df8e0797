// Loads the TypeScript content checks (src/lib/content-checks) from plain Node scripts,
// through Vite's module runner (Vite comes with Vitest), so scripts and tests share one code.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('../../src/lib/content-checks/index.ts', import.meta.url));

/** Imports `src/lib/content-checks/index.ts`. */
export async function loadContentChecks() {
  const { module } = await runnerImport(entry, { configFile: false, logLevel: 'silent' });
  return module;
}
