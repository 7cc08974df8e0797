// A temporary copy of the project for exercising `npm run dev` (the dev-loop tests, the bench):
// edits made there never touch the working tree. Sources are copied with their file times
// (Contentlayer's cache is keyed by them) along with Contentlayer's output and cache, and
// node_modules is linked, so the copy starts as warm as the project itself.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Never copied: dependencies (linked instead), build output, reports, VCS and dev state. */
const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  '.git',
  '.reports',
  '.bench',
  '.scratch',
  'tmp',
  'test-results',
  'playwright-report',
]);
/** Development state a copy must not inherit (the dev server writes its own). */
const SKIP_CONTENTLAYER = new Set(['dev-status.json', 'dev-documents']);

/** Where the copy for a given dev server port lives: the same path in every test process. */
export function copyPath(port) {
  return join(tmpdir(), `webpack-docs-dev-loop-${port}`);
}

/** Copies the project to `dest` (emptied first) and returns `dest`. */
export function copyProject(dest, from = PROJECT_ROOT) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    cpSync(join(from, entry.name), join(dest, entry.name), {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) =>
        !(
          source.startsWith(join(from, '.contentlayer')) &&
          SKIP_CONTENTLAYER.has(source.slice(join(from, '.contentlayer').length + 1).split('/')[0])
        ),
    });
  }
  if (existsSync(join(from, 'node_modules'))) {
    symlinkSync(join(from, 'node_modules'), join(dest, 'node_modules'), 'dir');
  }
  return dest;
}
