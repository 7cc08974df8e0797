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
import { buildSync, version } from 'esbuild';
import { bundleFromInputs, recipeId, recordInputs } from './bundle-inputs.mjs';

/** The project folder, unless the caller names it (a compiled copy of this file lives elsewhere). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles `entry` (a path from the project root) and returns the bundle's file, named by its
 * content: the name changes whenever our code does (the caches key on it). With `sourceUrl`,
 * every module reads `import.meta.url` as the entry's, so relative paths from the sources
 * (the project root, createRequire) still point where they did. `root` is the project folder,
 * for callers that run from a bundled copy of this module (the Contentlayer config).
 *
 * esbuild runs only when the sources may have changed (bundle-inputs.mjs): every build step
 * loads our code this way, and under the build's load each bundling took 50–350 ms.
 */
export function bundleTs(entry, { sourceUrl = false, root = ROOT } = {}) {
  const dir = join(root, 'node_modules', '.cache', 'build-bundles');
  const name = entry
    .replace(/\.tsx?$/, '')
    .replace(/^src\/lib\//, '')
    .replaceAll('/', '-');
  // The folder too: a copy of the project may share this cache through a linked node_modules
  // (the dev-loop test's does), and its bundles name its own files.
  const recipe = join(dir, `${name}-${recipeId({ entry, sourceUrl, root, version })}.inputs.json`);
  const known = bundleFromInputs(root, recipe);
  if (known) return known;
  const result = buildSync({
    entryPoints: [join(root, entry)],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    logLevel: 'silent',
    ...(sourceUrl
      ? { define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, entry)).href) } }
      : {}),
  });
  const contents = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const file = join(dir, `${name}-${hash}.mjs`);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(file)) {
    writeAside(file, contents);
    removeOldBundles(dir, name, file);
  }
  recordInputs(root, recipe, Object.keys(result.metafile.inputs), file);
  return file;
}

/** Writes `file` aside and renames it: another build never reads half a file. */
function writeAside(file, contents) {
  writeFileSync(`${file}.${process.pid}.tmp`, contents);
  renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * Bundles of `name` from earlier code (an hour gives any run still using one time to end); the
 * recipes' input records stay, each overwritten by its next bundling.
 */
function removeOldBundles(dir, name, current) {
  const hourAgo = Date.now() - 3_600_000;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!entry.startsWith(`${name}-`) || !entry.endsWith('.mjs') || path === current) continue;
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

/** Bundles `entry` and imports it: the one way a script loads our TypeScript. */
export function loadTs(entry, options) {
  return importBundle(bundleTs(entry, options));
}
