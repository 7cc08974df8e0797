import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATED_DOCS_PATH } from '../src/lib/contracts/generated-docs';
import { END_AFTER_ENV, oneBuildEnv, pageFileCount } from './content-pages.mjs';

const root = mkdtempSync(join(tmpdir(), 'content-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('pageFileCount', () => {
  it('counts the Markdown and MDX files at any depth, and nothing else', () => {
    const dir = join(root, 'pages');
    mkdirSync(join(dir, 'guides', 'deep'), { recursive: true });
    for (const file of ['index.mdx', 'guides/a.md', 'guides/deep/b.mdx', 'guides/c.mdx.bak']) {
      writeFileSync(join(dir, file), '# x\n');
    }
    writeFileSync(join(dir, 'guides', 'image.png'), '');
    expect(pageFileCount(dir)).toBe(3);
    expect(pageFileCount(join(root, 'missing'))).toBe(0);
  });

  it('counts exactly the documents Contentlayer generated from content/', () => {
    const docs = JSON.parse(readFileSync(GENERATED_DOCS_PATH, 'utf8'));
    expect(pageFileCount('content')).toBe(docs.length);
  });
});

describe('oneBuildEnv', () => {
  it('adds the page count of the content folder the step reads, keeping the rest', () => {
    mkdirSync(join(root, 'other', 'x'), { recursive: true });
    writeFileSync(join(root, 'other', 'x', 'one.mdx'), '# one\n');
    const env = oneBuildEnv(root, { CONTENT_DIR: 'other', PATH: '/bin' });
    expect(env).toEqual({ CONTENT_DIR: 'other', PATH: '/bin', [END_AFTER_ENV]: '1' });
    expect(oneBuildEnv(root, {})[END_AFTER_ENV]).toBe('0');
  });
});
