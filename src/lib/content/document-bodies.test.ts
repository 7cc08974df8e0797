import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Doc } from 'contentlayer/generated';
import { GENERATED_DOCS_PATH } from '../contracts/generated-docs';
import { bodiesOnDemand, documentFile } from './document-bodies';

const dir = mkdtempSync(join(tmpdir(), 'document-bodies-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (id: string, code: string) =>
  ({ _id: id, url: `/${id}/`, body: { raw: `raw ${code}`, code } }) as unknown as Doc;

function write(d: Doc) {
  writeFileSync(documentFile(dir, d._id), JSON.stringify(d));
}

describe('documentFile', () => {
  it("names each document's own file as Contentlayer wrote it, with the body of the index", () => {
    const generated = dirname(GENERATED_DOCS_PATH);
    const index = JSON.parse(readFileSync(GENERATED_DOCS_PATH, 'utf8')) as Doc[];
    expect(index.length).toBeGreaterThan(100);
    for (const entry of index) {
      const own = JSON.parse(readFileSync(documentFile(generated, entry._id), 'utf8')) as Doc;
      expect(own.body, entry._id).toEqual(entry.body);
    }
  });

  it('flattens folders and keeps a leading digit from starting the name', () => {
    expect(documentFile('d', 'guides/asset-modules.mdx')).toBe(
      join('d', 'guides__asset-modules.mdx.json'),
    );
    expect(documentFile('d', '2020-10-10-webpack-5-release.mdx')).toBe(
      join('d', '_2020-10-10-webpack-5-release.mdx.json'),
    );
  });
});

describe('bodiesOnDemand', () => {
  it('gives every field of the index, the body read from its own file rather than held', () => {
    const docs = ['a/one.mdx', 'two.mdx'].map((id) => doc(id, `code of ${id}`));
    docs.forEach(write);
    const lazy = bodiesOnDemand(docs, dir);
    expect(lazy).toEqual(docs);
    for (const entry of lazy) {
      const descriptor = Object.getOwnPropertyDescriptor(entry, 'body')!;
      expect(descriptor.value).toBeUndefined();
      expect(descriptor.get).toBeTypeOf('function');
      expect(descriptor.enumerable).toBe(true);
    }
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(docs);
  });

  it('keeps the body of a document without a file of its own', () => {
    const alone = doc('alone.mdx', 'kept');
    const [entry] = bodiesOnDemand([alone], dir);
    expect(Object.getOwnPropertyDescriptor(entry, 'body')!.value).toEqual(alone.body);
  });

  it('remembers the last few bodies read, and reads the others again', () => {
    const docs = Array.from({ length: 6 }, (_, i) => doc(`p${i}.mdx`, `first ${i}`));
    docs.forEach(write);
    const lazy = bodiesOnDemand(docs, dir);
    expect(lazy[0]!.body.code).toBe('first 0');
    write(doc('p0.mdx', 'second 0'));
    // Read again while rendering the same page: remembered.
    expect(lazy[0]!.body.code).toBe('first 0');
    for (const entry of lazy.slice(1, 5)) expect(entry.body.code).toMatch(/^first/);
    // Four other bodies later, it is read from its file again.
    expect(lazy[0]!.body.code).toBe('second 0');
  });
});
