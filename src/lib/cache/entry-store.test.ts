import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheVersion, EntryStore } from './entry-store';

let root: string;
const store = <T>(version = 'v1') => new EntryStore<T>(join(root, 'cache'), version);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'entry-store-'));
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'glossary.mdx'), '## Chunk\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('EntryStore', () => {
  it('keeps a value under its input and version, written whole with nothing left aside', () => {
    const value = { tree: { type: 'root', children: [{ type: 'text', value: 'x' }] } };
    expect(store().set(store().key({ page: '/a/' }), value)).toBe(true);
    expect(store().get(store().key({ page: '/a/' }))).toStrictEqual(value);
    expect(store().get(store().key({ page: '/b/' }))).toBeUndefined();
    expect(store('v2').get(store('v2').key({ page: '/a/' }))).toBeUndefined();
    expect(readdirSync(join(root, 'cache'))).toEqual([store().key({ page: '/a/' })]);
  });

  it('hands each reader its own copy', () => {
    const cache = store<{ list: number[] }>();
    cache.set(cache.key('k'), { list: [1] });
    cache.get(cache.key('k'))!.list.push(2);
    expect(cache.get(cache.key('k'))).toEqual({ list: [1] });
  });

  it('names each entry with 32 hex digits, short enough for any file system', () => {
    expect(store().key({ page: '/a/', body: 'x'.repeat(10_000) })).toMatch(/^[0-9a-f]{32}$/);
  });

  it('says so, and keeps nothing, when its folder cannot be written', () => {
    writeFileSync(join(root, 'cache'), 'a file where the folder would be');
    expect(store().set(store().key('k'), 'value')).toBe(false);
    expect(store().get(store().key('k'))).toBeUndefined();
  });
});

describe('cacheVersion', () => {
  const version = (at = root, parts = ['code v1']) =>
    cacheVersion(at, parts, [join(at, 'package-lock.json'), join(at, 'glossary.mdx')]);

  it('changes with the code, a file’s content, or a file’s name', () => {
    const before = version();
    expect(version(root, ['code v2'])).not.toBe(before);
    writeFileSync(join(root, 'glossary.mdx'), '## Chunk\n\nA group of modules.\n');
    const edited = version();
    expect(edited).not.toBe(before);
    renameSync(join(root, 'glossary.mdx'), join(root, 'terms.mdx'));
    writeFileSync(join(root, 'glossary.mdx'), '## Chunk\n\nA group of modules.\n');
    expect(
      cacheVersion(root, ['code v1'], [join(root, 'package-lock.json'), join(root, 'terms.mdx')]),
    ).not.toBe(edited);
  });

  it('keeps the parts apart: moving text from one part to the next is another version', () => {
    expect(version(root, ['ab', 'c'])).not.toBe(version(root, ['a', 'bc']));
  });

  it('counts a missing file by its name (a package not installed), without throwing', () => {
    const missing = join(root, 'not-installed.json');
    const withMissing = cacheVersion(root, ['code v1'], [missing]);
    expect(withMissing).toMatch(/^[0-9a-f]{64}$/);
    writeFileSync(missing, '{}');
    expect(cacheVersion(root, ['code v1'], [missing])).not.toBe(withMissing);
  });

  it('stays the same for the same files in a moved checkout', () => {
    const moved = mkdtempSync(join(tmpdir(), 'entry-store-moved-'));
    try {
      cpSync(root, moved, { recursive: true });
      expect(version(moved)).toBe(version());
    } finally {
      rmSync(moved, { recursive: true, force: true });
    }
  });
});
