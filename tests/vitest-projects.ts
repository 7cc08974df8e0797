// Which test files vitest may run without module isolation. Sharing a worker's modules between
// files saves most of the suite's import and setup time, but it is safe only for files that
// leave no mark on shared modules or globals. Decided from each file's text, so a moved or new
// file lands in the right project by itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What makes a file need its own module graph: a DOM, module mocks, stubbed globals, and Next's
 * build or server internals, which hook Node's module resolution (after Next loads its config,
 * `require('webpack')` answers with Next's own older copy of webpack).
 */
const NEEDS_ISOLATION =
  /@vitest-environment\s+jsdom|\bvi\.(?:mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(|@testing-library\/|next\/dist\/(?:build|server)\//;

/** True when the test file's source may not share modules with other files. */
export function needsIsolation(source: string): boolean {
  return NEEDS_ISOLATION.test(source);
}

const TEST_FILE = /\.test\.(?:ts|tsx|mjs)$/;

/** The test files under `dirs` (relative to `root`), split by whether they need isolation. */
export function splitTestFiles(
  root: string,
  dirs: readonly string[],
): { isolated: string[]; shared: string[] } {
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!TEST_FILE.test(entry) || entry.split(/[\\/]/).includes('node_modules')) continue;
      const file = `${dir}/${entry.replaceAll('\\', '/')}`;
      (needsIsolation(readFileSync(join(root, file), 'utf8')) ? isolated : shared).push(file);
    }
  }
  return { isolated: isolated.sort(), shared: shared.sort() };
}
