import { renderMarkdown } from '../../../../tests/unit/render-markdown';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import {
  formatRanges,
  hasSyntaxesFlag,
  highlightedLines,
  titleOf,
  variantMeta,
} from './fence-meta';
import { remarkConfigSyntaxes } from './remark-config-syntaxes';
import { variantTitle } from './variants';

/** Renders as Contentlayer does, with the page's path travelling with the file. */
const render = (markdown: string, sourceFilePath = 'guides/example.mdx') =>
  renderMarkdown(markdown, sourceFilePath);

const BLOCK = [
  '```js title="webpack.config.js" syntaxes {4}',
  "const path = require('path');",
  '',
  'module.exports = {',
  "  output: { path: path.resolve(__dirname, 'dist') },",
  '};',
  '```',
].join('\n');

describe('fence meta', () => {
  it('reads the flag and the highlighted lines', () => {
    expect(hasSyntaxesFlag('title="a.js" syntaxes')).toBe(true);
    expect(hasSyntaxesFlag('title="syntaxes.js"')).toBe(false);
    expect([...highlightedLines('title="a" {1,3-5}')]).toEqual([1, 3, 4, 5]);
    expect(formatRanges([5, 1, 3, 4])).toBe('{1,3-5}');
  });

  it('writes a variant meta without the flag, with its own title and lines', () => {
    expect(
      variantMeta('title="webpack.config.js" syntaxes {2}', 'webpack.config.mjs', new Set([3])),
    ).toBe('title="webpack.config.mjs" {3}');
    expect(variantTitle('webpack.config.js', 'ts')).toBe('webpack.config.ts');
    expect(variantTitle('webpack.prod.cjs', 'esm')).toBe('webpack.prod.mjs');
    expect(variantTitle('webpack.config.js', 'cjs')).toBe('webpack.config.js');
  });

  it('keeps the CommonJS title as written, and titles that are not a .js/.cjs file', () => {
    // The CommonJS variant is the source itself: a .cjs file must not be renamed to .js.
    expect(variantTitle('webpack.prod.cjs', 'cjs')).toBe('webpack.prod.cjs');
    expect(variantTitle(undefined, 'esm')).toBeUndefined();
    expect(variantTitle('webpack.config.json', 'ts')).toBe('webpack.config.json');
    // Only the extension changes, not an earlier ".js" inside the name.
    expect(variantTitle('webpack.jsdom.js', 'esm')).toBe('webpack.jsdom.mjs');
  });
  it('reads a title in either quotes, wherever it stands, but not a longer attribute', () => {
    expect(titleOf('syntaxes title="webpack.config.js"')).toBe('webpack.config.js');
    expect(titleOf("title='webpack.config.js' syntaxes")).toBe('webpack.config.js');
    expect(titleOf("title='' syntaxes")).toBe('');
    expect(titleOf('subtitle="a.js"')).toBeUndefined();
    expect(
      variantMeta("syntaxes title='webpack.config.js' {2}", 'webpack.config.ts', new Set([2])),
    ).toBe('title="webpack.config.ts" {2}');
    // A title glued to the next word still leaves that word on its own.
    expect(variantMeta('showLineNumbers title="a.js"wrap', 'a.mjs', new Set())).toBe(
      'title="a.mjs" showLineNumbers wrap',
    );
  });

  it('reads the highlighted lines first in the meta and with spaces inside the braces', () => {
    expect([...highlightedLines('{2} title="a.js" syntaxes')]).toEqual([2]);
    expect([...highlightedLines('title="a.js" {1, 3 - 4} syntaxes')]).toEqual([1, 3, 4]);
    expect([...highlightedLines('title="a.js" {1}x')]).toEqual([]);
    expect([...highlightedLines('title="a.js"')]).toEqual([]);
  });

  it('writes neither an empty title nor empty braces, nor runs of spaces', () => {
    expect(formatRanges([])).toBe('');
    expect(variantMeta('syntaxes title="a.js" showLineNumbers', undefined, new Set())).toBe(
      'showLineNumbers',
    );
    expect(variantMeta('syntaxes title="a.js" showLineNumbers', 'a.mjs', new Set())).toBe(
      'title="a.mjs" showLineNumbers',
    );
  });
});

describe('remarkConfigSyntaxes in the real pipeline', () => {
  it('renders a toggle and three highlighted variants with their titles', async () => {
    const html = await render(BLOCK);
    expect(html.match(/<div class="config-syntaxes">/g)).toHaveLength(1);
    expect(html).toMatch(
      /<div class="config-syntax-toggle" role="radiogroup" aria-label="Configuration syntax">/,
    );
    const options = [...html.matchAll(/<button[^>]*data-syntax-option="(\w+)"[^>]*>([^<]+)</g)];
    expect(options.map((m) => [m[1], m[2]])).toEqual([
      ['esm', 'ESM'],
      ['cjs', 'CommonJS'],
      ['ts', 'TypeScript'],
    ]);
    expect(html).toMatch(/role="radio" aria-checked="true" data-syntax-option="cjs"/);
    // Plain buttons: inside a form, a toggle must not submit it.
    expect(html.match(/<button type="button" role="radio"/g)).toHaveLength(3);
    const variants = [...html.matchAll(/<div data-syntax="(\w+)">/g)].map((m) => m[1]);
    expect(variants).toEqual(['esm', 'cjs', 'ts']);
    const titles = [...html.matchAll(/data-rehype-pretty-code-title[^>]*>([^<]+)</g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual(['webpack.config.mjs', 'webpack.config.js', 'webpack.config.ts']);
    // Each variant is highlighted as its own language: TypeScript only for the ts one.
    const languages = [...html.matchAll(/<pre[^>]*data-language="(\w*)"/g)].map((m) => m[1]);
    expect(languages).toEqual(['js', 'js', 'ts']);
    // Highlighted by shiki: token spans with theme colours, a copy button each.
    expect(html.match(/data-copy-code/g)).toHaveLength(3);
    expect(html).toContain('--shiki-dark');
    expect(html).toContain('Configuration');
  });

  it('moves line highlights with the lines they mark', async () => {
    const html = await render(BLOCK);
    const sections = html.split('<div data-syntax=').slice(1);
    const marked = sections.map((section) =>
      [...section.matchAll(/<span data-line=""( data-highlighted-line="")?>/g)]
        .map((m, i) => (m[1] ? i + 1 : 0))
        .filter(Boolean),
    );
    // The output line stays line 4 in ESM; in TypeScript the type import pushes it to 5.
    expect(marked).toEqual([[4], [4], [5]]);
  });

  it('rewrites every flagged block, also one opening the page and one written as javascript', async () => {
    const html = await render(`${BLOCK}\n\n${BLOCK.replace('```js', '```javascript')}\n\nAfter.`);
    expect(html.match(/<div class="config-syntaxes">/g)).toHaveLength(2);
    expect(html.match(/<div data-syntax="ts">/g)).toHaveLength(2);
    expect(html).toContain('<p>After.</p>');
  });

  it('leaves unflagged blocks alone', async () => {
    const html = await render('```js title="webpack.config.js"\nmodule.exports = {};\n```');
    expect(html).not.toContain('config-syntaxes');
  });

  it('fails naming the file, line and reason when a block cannot be rewritten', async () => {
    await expect(
      render('Intro\n\n```js syntaxes\nmodule.exports = { a: require(x) };\n```', 'concepts/a.mdx'),
    ).rejects.toThrow(
      'content/concepts/a.mdx:4:23: config block flagged "syntaxes" cannot be rewritten: line 1: require() is only supported',
    );
  });

  it('points at the spot where a block does not parse, as a line and column of the file', async () => {
    await expect(
      render('Intro\n\n```js syntaxes\nmodule.exports = {\n  mode: ;\n};\n```', 'concepts/b.mdx'),
    ).rejects.toThrow(
      /^content\/concepts\/b\.mdx:5:9: config block flagged "syntaxes" cannot be rewritten: does not parse/,
    );
  });

  it('names the file, line and column of a flagged block that is not JavaScript', async () => {
    await expect(
      render('Intro\n\n```ts syntaxes\nexport default {};\n```', 'concepts/c.mdx'),
    ).rejects.toThrow('content/concepts/c.mdx:3:1: "syntaxes" works on js blocks, not ts');
  });
});

describe('remarkConfigSyntaxes on a tree without positions', () => {
  it('still names the file, at its first line, for a block another plugin made', () => {
    // Nodes built by plugins carry no position; the error must still say where to look.
    const tree: Root = {
      type: 'root',
      children: [{ type: 'code', lang: 'ts', meta: 'syntaxes', value: 'export default {};' }],
    };
    const file = new VFile({ data: { rawDocumentData: { sourceFilePath: 'guides/d.mdx' } } });
    expect(() => remarkConfigSyntaxes()(tree, file)).toThrow(
      'content/guides/d.mdx:1:1: "syntaxes" works on js blocks, not ts',
    );
  });
});
