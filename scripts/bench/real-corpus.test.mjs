import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyablePages, retitle, tagCodeBlocks, writeRealCorpus } from './real-corpus.mjs';

describe('tagCodeBlocks', () => {
  it('ends every block with a comment in its language, keeping the lines meta highlights', () => {
    const source = [
      '```js title="webpack.config.js" {1}',
      'module.exports = {};',
      '```',
      '',
      '  ```bash',
      '  npm i',
      '  ```',
      '',
      '````mdx',
      '```css',
      'a {}',
      '```',
      '````',
    ].join('\n');
    expect(tagCodeBlocks(source, 'copy 2').split('\n')).toEqual([
      '```js title="webpack.config.js" {1}',
      'module.exports = {};',
      '// copy 2',
      '```',
      '',
      '  ```bash',
      '  npm i',
      '  # copy 2',
      '  ```',
      '',
      '````mdx',
      '```css',
      'a {}',
      '```',
      '<!-- copy 2 -->',
      '````',
    ]);
  });
});

describe('retitle', () => {
  it('suffixes plain and quoted titles', () => {
    expect(retitle('---\ntitle: Output\n---\n', ' (copy 1)')).toBe(
      '---\ntitle: Output (copy 1)\n---\n',
    );
    expect(retitle("---\ntitle: 'a: b'\n---\n", ' (copy 1)')).toBe(
      "---\ntitle: 'a: b (copy 1)'\n---\n",
    );
  });
});

describe('writeRealCorpus', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('copies section pages under new names until the count, each copy unique', () => {
    dir = mkdtempSync(join(tmpdir(), 'real-corpus-'));
    const content = join(dir, 'content');
    mkdirSync(join(content, 'guides'), { recursive: true });
    mkdirSync(join(content, 'blog'));
    writeFileSync(join(content, 'glossary.mdx'), '---\ntitle: Glossary\n---\n');
    writeFileSync(join(content, 'guides/index.mdx'), '---\ntitle: Guides\n---\n');
    writeFileSync(join(content, 'blog/2020-01-01-post.mdx'), '---\ntitle: Post\n---\n');
    writeFileSync(join(content, 'guides/a.mdx'), '---\ntitle: A\n---\n\n```js\nx;\n```\n');
    expect(copyablePages(content)).toEqual(['guides/a.mdx']);

    expect(writeRealCorpus(content, join(dir, 'corpus'), 6)).toBe(6);
    const pages = readdirSync(join(dir, 'corpus/guides')).sort();
    expect(pages).toEqual(['a-copy-1.mdx', 'a-copy-2.mdx', 'a.mdx', 'index.mdx']);
    const copy = readFileSync(join(dir, 'corpus/guides/a-copy-2.mdx'), 'utf8');
    expect(copy).toContain('title: A (copy 2)');
    expect(copy).toContain('x;\n// bench copy 2 of guides/a.mdx\n```');
  });
});
