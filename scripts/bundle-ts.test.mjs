import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleTs } from './bundle-ts.mjs';

vi.mock('esbuild', async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, buildSync: vi.fn(actual.buildSync) };
});

let root;
beforeEach(() => {
  vi.mocked(buildSync).mockClear();
  root = mkdtempSync(join(tmpdir(), 'bundle-ts-'));
  mkdirSync(join(root, 'src/lib'), { recursive: true });
  writeFileSync(join(root, 'tsconfig.json'), '{}');
  writeFileSync(join(root, 'src/lib/entry.ts'), "export { value } from './dep';");
  writeFileSync(join(root, 'src/lib/dep.ts'), "export const value = 'first';");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const bundle = () => bundleTs('src/lib/entry.ts', { root });
const text = (file) => readFileSync(file, 'utf8');

describe('bundleTs', () => {
  it('serves the same bundle without running esbuild while the sources are unchanged', () => {
    const first = bundle();
    expect(text(first)).toContain('"first"');
    expect(bundle()).toBe(first);
    expect(bundle()).toBe(first);
    expect(buildSync).toHaveBeenCalledTimes(1);
  });

  it('bundles again when a source changes', () => {
    const first = bundle();
    writeFileSync(join(root, 'src/lib/dep.ts'), "export const value = 'second';");
    const second = bundle();
    expect(second).not.toBe(first);
    expect(text(second)).toContain('"second"');
    expect(buildSync).toHaveBeenCalledTimes(2);
  });

  it('bundles again when a new file wins an import (dep.tsx beside dep.ts)', () => {
    bundle();
    writeFileSync(join(root, 'src/lib/dep.tsx'), "export const value = 'shadowing';");
    expect(text(bundle())).toContain('"shadowing"');
  });

  it('bundles again when the resolution settings change', () => {
    bundle();
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": {} }');
    bundle();
    expect(buildSync).toHaveBeenCalledTimes(2);
  });

  it('bundles again when the bundle file is gone or the record unreadable', () => {
    const first = bundle();
    rmSync(first);
    expect(text(bundle())).toContain('"first"');
    const records = join(root, 'node_modules/.cache/build-bundles');
    for (const name of readdirSync(records).filter((n) => n.endsWith('.inputs.json'))) {
      writeFileSync(join(records, name), '{ not json');
    }
    expect(text(bundle())).toContain('"first"');
    expect(buildSync).toHaveBeenCalledTimes(3);
  });

  it('keeps one record per recipe: other options bundle on their own', () => {
    bundle();
    bundleTs('src/lib/entry.ts', { root, sourceUrl: true });
    bundle();
    bundleTs('src/lib/entry.ts', { root, sourceUrl: true });
    expect(buildSync).toHaveBeenCalledTimes(2);
  });

  it('bundles on its own for a copy of the project that shares the cache through node_modules', () => {
    writeFileSync(join(root, 'src/lib/where.ts'), 'export const here = import.meta.url;');
    const first = bundleTs('src/lib/where.ts', { root, sourceUrl: true });
    const copy = mkdtempSync(join(tmpdir(), 'bundle-ts-copy-'));
    try {
      cpSync(join(root, 'src'), join(copy, 'src'), { recursive: true });
      cpSync(join(root, 'tsconfig.json'), join(copy, 'tsconfig.json'));
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
      const second = bundleTs('src/lib/where.ts', { root: copy, sourceUrl: true });
      expect(second).not.toBe(first);
      expect(text(second)).toContain(copy);
      expect(text(second)).not.toContain(root);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
