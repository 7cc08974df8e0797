// src/lib is a building of floors (docs/architecture.md): a folder may import its own files and
// the floors below, never a floor above, and no file imports itself back through others.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');

/** The floors of src/lib, lowest first; each folder sits on one. */
const FLOORS = [
  ['site', 'cache'],
  ['contracts', 'links'],
  ['content'],
  ['markdown', 'releases'],
  ['search', 'twins', 'offline', 'config-explainer'],
];

const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));

/** The library's code files (tests and generated data left out), relative to src/lib. */
function libraryFiles(): string[] {
  return readdirSync(join(ROOT, 'src/lib'), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .filter((file) => !file.includes('/generated/'));
}

/** The src/lib files a file imports (static, re-export and dynamic imports). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, 'src/lib', file), 'utf8');
  const targets: string[] = [];
  for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*'((?:\.{1,2}\/|@\/)[^']+)'/g)) {
    const base = spec!.startsWith('@/')
      ? `src/${spec!.slice(2)}`
      : posix.join('src/lib', posix.dirname(file), spec!);
    const target = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((end) => base + end)
      .find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
    if (target?.startsWith('src/lib/')) targets.push(target.slice('src/lib/'.length));
  }
  return targets;
}

const folderOf = (file: string) => file.split('/')[0]!;

describe('src/lib floors', () => {
  const files = libraryFiles();

  it('has every file in a folder, and every folder on a floor', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => !file.includes('/'))).toEqual([]);
    const folders = [...new Set(files.map(folderOf))];
    expect(folders.filter((folder) => floorOf(folder) < 0)).toEqual([]);
  });

  it('has no import that runs up a floor', () => {
    const upward = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => floorOf(folderOf(target)) > floorOf(folderOf(file)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('has no import cycle', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open') cycles.push([...path, file, next].join(' -> '));
        else if (!state.has(next)) visit(next, [...path, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) if (!state.has(file)) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
