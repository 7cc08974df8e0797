import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { parseMdx } from './anchors';
import { bodyOf, fillParseCache, parseCacheFile, parseMdxCached } from './parse-cache';

const SOURCE = '## Entry points\n\nA page with `code`, <Badge version="5.1" /> and a [link](/x/).\n';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'parse-cache-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('parseMdxCached', () => {
  it('gives the tree parseMdx gives, and keeps it under node_modules/.cache/mdast', () => {
    expect(parseMdxCached(SOURCE, root)).toEqual(parseMdx(SOURCE));
    const file = parseCacheFile(SOURCE, root);
    expect(file.startsWith(join(root, 'node_modules', '.cache', 'mdast'))).toBe(true);
    expect(existsSync(file)).toBe(true);
  });

  it('reads a kept tree instead of parsing again', () => {
    parseMdxCached(SOURCE, root);
    const kept = { type: 'root', children: [{ type: 'text', value: 'from the cache' }] };
    writeFileSync(parseCacheFile(SOURCE, root), serialize(kept));
    expect(parseMdxCached(SOURCE, root)).toEqual(kept);
  });

  it('misses when the source changes', () => {
    parseMdxCached(SOURCE, root);
    const changed = SOURCE.replace('Entry points', 'Output');
    expect(parseCacheFile(changed, root)).not.toBe(parseCacheFile(SOURCE, root));
    expect(parseMdxCached(changed, root)).toEqual(parseMdx(changed));
  });

  it('misses when the lockfile changes (another parser version)', () => {
    const before = parseCacheFile(SOURCE, root);
    const otherRoot = mkdtempSync(join(tmpdir(), 'parse-cache-'));
    try {
      writeFileSync(join(otherRoot, 'package-lock.json'), '{"lockfileVersion":3,"x":1}');
      const after = parseCacheFile(SOURCE, otherRoot);
      expect(after.slice(otherRoot.length)).not.toBe(before.slice(root.length));
    } finally {
      rmSync(otherRoot, { recursive: true, force: true });
    }
  });

  it('hands each caller its own copy', () => {
    parseMdxCached(SOURCE, root);
    const first = parseMdxCached(SOURCE, root);
    first.children = [];
    expect(parseMdxCached(SOURCE, root).children).not.toEqual([]);
  });

  it('still parses when the cache cannot be written', () => {
    // A file where the cache folder would be: nothing can be written under it.
    writeFileSync(join(root, 'node_modules'), '');
    expect(parseMdxCached(SOURCE, root)).toEqual(parseMdx(SOURCE));
  });
});

describe('fillParseCache', () => {
  it('keeps the tree parseMdx gives when the cache lacks it, and leaves a kept entry alone', () => {
    fillParseCache(SOURCE, undefined, root);
    expect(parseMdxCached(SOURCE, root)).toEqual(parseMdx(SOURCE));
    const kept = serialize({ type: 'root', children: [] });
    writeFileSync(parseCacheFile(SOURCE, root), kept);
    fillParseCache(SOURCE, undefined, root);
    expect(readFileSync(parseCacheFile(SOURCE, root))).toEqual(kept);
  });

  it('keeps a tree it is given instead of parsing', () => {
    const given = { type: 'root' as const, children: [] };
    fillParseCache(SOURCE, given, root);
    expect(parseMdxCached(SOURCE, root)).toEqual(given);
  });
});

describe('bodyOf', () => {
  it("cuts the frontmatter as Contentlayer's body.raw does, keeping the blank line after it", () => {
    expect(bodyOf('---\ntitle: A\n---\n\nText\n')).toBe('\nText\n');
    expect(bodyOf('---\r\ntitle: A\r\n---\r\nText')).toBe('Text');
    expect(bodyOf('No frontmatter\n---\nhere\n---\n')).toBe('No frontmatter\n---\nhere\n---\n');
  });
});
