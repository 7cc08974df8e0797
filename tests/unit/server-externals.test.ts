// Next bundles every package a server component imports into its server compile, once per layer.
// A static export renders those pages once, at build time, in Node, which can load the packages
// from node_modules itself: bundling them only costs compile time (simple-icons alone is one
// 5 MB module, of which three icons are used). next.config.mjs leaves them to Node
// (`serverExternalPackages`); this test keeps that list equal to what the server code imports.
import { build } from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join } from 'node:path';
import nextConfig from '../../next.config.mjs';

const root = join(import.meta.dirname, '../..');

/** Packages that must stay in the compile: React and Next themselves. */
const FRAMEWORK = new Set(['next', 'react', 'react-dom']);

/** The package a bare import names: `@scope/name/x` → `@scope/name`, `name/x` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Packages Next already leaves to Node by default: its own list, read as Next reads it. */
function nextDefaults(): Set<string> {
  const require = createRequire(join(root, 'package.json'));
  const JSON5 = require('next/dist/compiled/json5') as { parse: (text: string) => string[] };
  const file = require.resolve('next/dist/lib/server-external-packages.jsonc');
  return new Set(JSON5.parse(readFileSync(file, 'utf8')));
}

/** A client component: named `*.client.tsx`, or starting with the directive. */
function isClient(file: string): boolean {
  if (/\.client\.[jt]sx?$/.test(file)) return true;
  return /^\s*['"]use client['"]/.test(readFileSync(join(root, file), 'utf8'));
}

/**
 * The packages imported by the server side of the app: every module reachable from src/app
 * without entering a client component (those are compiled for the browser and rendered once in
 * the SSR layer, where packages such as DocSearch must stay bundled).
 */
async function serverPackages(): Promise<string[]> {
  const entries = readdirSync(join(root, 'src/app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src/app', file));
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.filter((file) => metafile.inputs[file]);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || isClient(file)) continue;
    seen.add(file);
    for (const imported of metafile.inputs[file]!.imports) {
      if (imported.external) packages.add(packageOf(imported.path));
      else queue.push(imported.path);
    }
  }
  const builtins = new Set(builtinModules);
  const defaults = nextDefaults();
  return [...packages]
    .filter((name) => !name.startsWith('node:') && !builtins.has(name))
    .filter((name) => !FRAMEWORK.has(name) && !defaults.has(name))
    .sort();
}

describe("the server compile's packages", () => {
  it('are left to Node: every package the server code imports, and no other', async () => {
    const listed = [...(nextConfig.serverExternalPackages ?? [])].sort();
    const imported = await serverPackages();
    // The walk must see the server code at all: these are imported by the page shell and the
    // search index, whatever else changes.
    expect(imported).toEqual(expect.arrayContaining(['minisearch', 'simple-icons', 'zod']));
    expect(listed).toEqual(imported);
  }, 60_000);
});
