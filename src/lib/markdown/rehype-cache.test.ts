import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dependencyFiles, rehypeCache } from './rehype-cache';

let root: string;
const code = new TextEncoder().encode('worker code v1');
const cacheOf = () =>
  rehypeCache<unknown>(root, code, dependencyFiles(root, join(root, 'content')));
const input = { tree: { type: 'root', children: [] }, data: { rawDocumentData: { a: 1 } } };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rehype-cache-'));
  mkdirSync(join(root, 'content/configuration'), { recursive: true });
  writeFileSync(join(root, 'package-lock.json'), '{}');
  writeFileSync(join(root, 'content/glossary.mdx'), '## Chunk\n');
  writeFileSync(join(root, 'content/configuration/output.mdx'), '## output.path\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('rehypeCache', () => {
  it('gives back exactly what was stored for the same input', () => {
    const cache = cacheOf();
    const value = { tree: { type: 'root', children: [], data: undefined }, anchors: [] };
    cache.set(cache.key(input), value);
    expect(cacheOf().get(cacheOf().key(JSON.parse(JSON.stringify(input))))).toStrictEqual(value);
  });

  it('misses when the page tree or its data change', () => {
    const cache = cacheOf();
    cache.set(cache.key(input), 'stored');
    const changedTree = { ...input, tree: { type: 'root', children: [{ type: 'text' }] } };
    const changedData = { ...input, data: { rawDocumentData: { a: 2 } } };
    expect(cache.get(cache.key(changedTree))).toBeUndefined();
    expect(cache.get(cache.key(changedData))).toBeUndefined();
  });

  it('misses when the glossary, the configuration reference, a package or the code change', () => {
    const edits: [string, string][] = [
      ['content/glossary.mdx', '## Chunk\n\nA group of modules.\n'],
      ['content/configuration/output.mdx', '## output.filename\n'],
      ['content/configuration/new-page.mdx', '## cache\n'],
      ['content/configuration/plain.md', '## plain\n'],
      ['package-lock.json', '{"packages":{}}'],
    ];
    // Each edit on its own: the entry is stored just before it, so only that edit can miss.
    for (const [file, text] of edits) {
      const before = cacheOf();
      before.set(before.key(input), 'stored');
      writeFileSync(join(root, file), text);
      const after = cacheOf();
      expect(after.get(after.key(input)), file).toBeUndefined();
    }
    const cache = cacheOf();
    cache.set(cache.key(input), 'stored');
    const newCode = rehypeCache<unknown>(
      root,
      new TextEncoder().encode('worker code v2'),
      dependencyFiles(root, join(root, 'content')),
    );
    expect(newCode.get(newCode.key(input))).toBeUndefined();
  });

  it('keeps its entries in its own folder of node_modules/.cache', () => {
    expect(cacheOf().dir).toBe(join(root, 'node_modules', '.cache', 'rehype'));
  });
});

describe('dependencyFiles', () => {
  it('lists the lockfile, the glossary and the reference pages in a stable order', () => {
    const reference = join(root, 'content/configuration');
    // Created out of order: the version must not depend on the order the folder lists them.
    for (const name of ['resolve.mdx', 'devtool.md', 'notes.txt', 'entry.mdx.orig', 'cache.mdx']) {
      writeFileSync(join(reference, name), '## x\n');
    }
    // A folder beside the pages (images, drafts) is not read as a page.
    mkdirSync(join(reference, 'images'));
    expect(dependencyFiles(root, join(root, 'content'))).toEqual([
      join(root, 'package-lock.json'),
      join(root, 'content/glossary.mdx'),
      ...['cache.mdx', 'devtool.md', 'output.mdx', 'resolve.mdx'].map((f) => join(reference, f)),
    ]);
    expect(() => cacheOf()).not.toThrow();
  });

  it('has no reference pages when the content has no configuration section', () => {
    rmSync(join(root, 'content/configuration'), { recursive: true });
    expect(dependencyFiles(root, join(root, 'content'))).toEqual([
      join(root, 'package-lock.json'),
      join(root, 'content/glossary.mdx'),
    ]);
  });
});
