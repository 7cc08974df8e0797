// Loads the writer checks (src/lib/content-checks/writer-checks.ts) from plain Node scripts and
// worker threads, so `npm run check`, the dev server and the tests share one code. The
// TypeScript is bundled by esbuild into one ES module (packages stay imports): a tenth of the
// start-up of compiling module by module, which `npm run check` pays on each of its threads.
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
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(ROOT, 'src/lib/content-checks/writer-checks.ts');
// Inside the project, so the bundle's package imports resolve from its node_modules.
const FOLDER = join(ROOT, 'node_modules/.cache/webpack-docs');

/** Bundles the writer checks; resolves the bundle's path (named by its content). */
export async function bundleWriterChecks() {
  const { outputFiles } = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
    // Every module reads `import.meta.url` as if it ran from the sources (src/lib/*/…), where
    // their relative paths (the project root, createRequire) point.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(ENTRY).href) },
  });
  const code = outputFiles[0].text;
  const file = join(
    FOLDER,
    `writer-checks-${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(FOLDER, { recursive: true });
    // Written aside then renamed: another run may be importing the same file.
    const temporary = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
    removeOldBundles(file);
  }
  return file;
}

/** Bundles of earlier code, left by earlier runs (an hour gives any run using one time to end). */
function removeOldBundles(current) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(FOLDER)) {
    const path = join(FOLDER, name);
    if (!name.startsWith('writer-checks-') || path === current) continue;
    try {
      if (statSync(path).mtimeMs < hourAgo) rmSync(path, { force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

/** Imports the writer checks module (from `bundle`, when one is already made). */
export async function loadWriterChecks(bundle) {
  return import(pathToFileURL(bundle ?? (await bundleWriterChecks())).href);
}
