// Loads one of our TypeScript modules in a build script: esbuild bundles it (our code only; the
// packages stay imports) into one ES module under node_modules/.cache, which Node imports as
// is. About ten times quicker to start than Vite's module runner, which matters in a step that
// loads the module on every worker thread.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const dir = join(root, 'node_modules', '.cache', 'build-bundles');

/**
 * Bundles `entry` (a path from the project root) and returns the bundle's file, named by its
 * content: the name changes whenever our code does (the caches key on it). With `sourceUrl`,
 * every module reads `import.meta.url` as the entry's, so relative paths from the sources
 * (the project root, createRequire) still point where they did.
 */
export function bundleTs(entry, { sourceUrl = false } = {}) {
  const result = buildSync({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    ...(sourceUrl
      ? { define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, entry)).href) } }
      : {}),
  });
  const contents = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const name = entry
    .replace(/\.tsx?$/, '')
    .replace(/^src\/lib\//, '')
    .replaceAll('/', '-');
  const file = join(dir, `${name}-${hash}.mjs`);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed: another build never imports half a file.
  writeFileSync(`${file}.${process.pid}.tmp`, contents);
  renameSync(`${file}.${process.pid}.tmp`, file);
  removeOldBundles(name, file);
  return file;
}

/** Bundles of `name` from earlier code (an hour gives any run still using one time to end). */
function removeOldBundles(name, current) {
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!entry.startsWith(`${name}-`) || path === current) continue;
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** Imports a bundle that `bundleTs` wrote. */
export function importBundle(file) {
  return import(pathToFileURL(file).href);
}
