import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEV_DOCUMENTS_DIR,
  DEV_DOCUMENTS_INDEX,
  devDocumentsTime,
  readDevDocuments,
} from './dev-documents';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function project(index: unknown[], bodies: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'dev-documents-'));
  roots.push(root);
  const dir = join(root, DEV_DOCUMENTS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [file, body] of Object.entries(bodies))
    writeFileSync(join(dir, file), JSON.stringify(body));
  writeFileSync(join(dir, DEV_DOCUMENTS_INDEX), JSON.stringify(index));
  return root;
}

describe('readDevDocuments', () => {
  it('gives each indexed document its body, read from its own file', () => {
    const root = project(
      [
        { _id: 'a.mdx', url: '/a/', bodyFile: 'one.json' },
        { _id: 'b.mdx', url: '/b/', bodyFile: 'two.json' },
      ],
      { 'one.json': { raw: 'A', code: 'code A' }, 'two.json': { raw: 'B', code: 'code B' } },
    );
    const docs = readDevDocuments(root);
    expect(docs.map((doc) => [doc.url, doc.body.raw, doc.body.code])).toEqual([
      ['/a/', 'A', 'code A'],
      ['/b/', 'B', 'code B'],
    ]);
    expect(docs[0]).not.toHaveProperty('bodyFile');
  });

  it('reads a body only when it is used', () => {
    const root = project([{ _id: 'a.mdx', url: '/a/', bodyFile: 'missing.json' }], {});
    const [doc] = readDevDocuments(root);
    expect(doc!.url).toBe('/a/');
    expect(() => doc!.body).toThrow(/missing\.json/);
  });

  it('tells when the index was written, or undefined without one', () => {
    const root = project([], {});
    expect(devDocumentsTime(root)).toBeGreaterThan(0);
    expect(devDocumentsTime(join(root, 'elsewhere'))).toBeUndefined();
  });

  it('keeps the files in .contentlayer/dev-documents, never in the project folder itself', () => {
    // Git ignores .contentlayer/, and the dev-loop's project copy skips this folder by name
    // (scripts/dev-loop/copy-project.mjs): elsewhere every save would leave files to commit.
    expect(DEV_DOCUMENTS_DIR).toBe('.contentlayer/dev-documents');
  });
});
