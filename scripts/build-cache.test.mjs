import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheDir, cacheKey, codeVersion, readCached, writeCached } from './build-cache.mjs';

let base;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'build-cache-'));
  writeFileSync(join(base, 'package-lock.json'), '{"lockfileVersion":3}');
  writeFileSync(join(base, 'bundle.mjs'), 'export const a = 1;');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('build caches', () => {
  it('serve an entry stored under the same input and code version', () => {
    const dir = cacheDir('twins', base);
    const version = codeVersion([join(base, 'bundle.mjs')], base);
    writeCached(dir, cacheKey(version, { body: 'a' }), 'twin of a');
    expect(readCached(dir, cacheKey(version, { body: 'a' }))).toBe('twin of a');
  });

  it('miss when the input changes', () => {
    const dir = cacheDir('twins', base);
    const version = codeVersion([join(base, 'bundle.mjs')], base);
    writeCached(dir, cacheKey(version, { body: 'a' }), 'twin of a');
    expect(readCached(dir, cacheKey(version, { body: 'a!' }))).toBeUndefined();
  });

  it('miss when the code or a package version changes', () => {
    const dir = cacheDir('twins', base);
    const before = codeVersion([join(base, 'bundle.mjs')], base);
    writeCached(dir, cacheKey(before, { body: 'a' }), 'twin of a');

    writeFileSync(join(base, 'bundle.mjs'), 'export const a = 2;');
    const newCode = codeVersion([join(base, 'bundle.mjs')], base);
    expect(readCached(dir, cacheKey(newCode, { body: 'a' }))).toBeUndefined();

    writeFileSync(join(base, 'bundle.mjs'), 'export const a = 1;');
    expect(codeVersion([join(base, 'bundle.mjs')], base)).toBe(before);
    writeFileSync(join(base, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const newPackages = codeVersion([join(base, 'bundle.mjs')], base);
    expect(readCached(dir, cacheKey(newPackages, { body: 'a' }))).toBeUndefined();
  });
});
