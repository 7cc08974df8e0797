import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from './mdx-to-markdown';

const origin = 'https://webpack.js.org';
const md = (source: string) => mdxToMarkdown(source, { origin });

describe('mdxToMarkdown', () => {
  it('turns callouts into blockquotes with a bold label, keeping their Markdown', () => {
    expect(md('<Tip>Use `[contenthash]` in [names](/configuration/output/).</Tip>')).toBe(
      '> **Tip:** Use `[contenthash]` in [names](https://webpack.js.org/configuration/output/).\n',
    );
    expect(md('<Warning>\n\nFirst.\n\nSecond.\n\n</Warning>')).toBe(
      '> **Warning:** First.\n>\n> Second.\n',
    );
    expect(md('<Callout type="tip">Same thing.</Callout>')).toBe('> **Tip:** Same thing.\n');
  });

  it('gives a callout that starts with code a label paragraph of its own', () => {
    expect(md('<Tip>\n\n```js\nx();\n```\n\n</Tip>')).toBe(
      '> **Tip:**\n>\n> ```js\n> x();\n> ```\n',
    );
  });

  it('turns badges into text kept apart from the word before', () => {
    expect(md('Evaluates `new Name()`.<Badge>5.73.0+</Badge>')).toBe(
      'Evaluates `new Name()`. (5.73.0+)\n',
    );
    expect(md('For example <Badge>5.110.0+</Badge> for new hooks.')).toBe(
      'For example (5.110.0+) for new hooks.\n',
    );
  });

  it('drops imports, exports, comments and unknown tags but keeps their content', () => {
    const source = [
      "import { Thing } from './thing';",
      '',
      'export const meta = 1;',
      '',
      '{/* a note for writers */}',
      '',
      'Text with <abbr title="x">HMR</abbr> inside.',
      '',
      '<Thing>',
      '',
      'Kept paragraph.',
      '',
      '</Thing>',
    ].join('\n');
    expect(md(source)).toBe('Text with HMR inside.\n\nKept paragraph.\n');
  });

  it('keeps code fences with their language and title, without line highlights', () => {
    expect(
      md('```js title="webpack.config.js" {2}\nmodule.exports = {\n  mode: "none",\n};\n```'),
    ).toBe('```js title="webpack.config.js"\nmodule.exports = {\n  mode: "none",\n};\n```\n');
    expect(md('```bash {1}\nnpx webpack\n```')).toBe('```bash\nnpx webpack\n```\n');
  });

  it('keeps GitHub tables', () => {
    expect(md('| Option | Default |\n| --- | --- |\n| `mode` | `production` |')).toBe(
      [
        '| Option | Default      |',
        '| ------ | ------------ |',
        '| `mode` | `production` |',
        '',
      ].join('\n'),
    );
  });

  it('makes site links and images absolute and leaves other links alone', () => {
    expect(
      md('[a](/concepts/#entry) [b](https://example.org/) [c](#local) ![logo](/icon.png)'),
    ).toBe(
      '[a](https://webpack.js.org/concepts/#entry) [b](https://example.org/) [c](#local) ![logo](https://webpack.js.org/icon.png)\n',
    );
  });

  it('writes braces and angle brackets escaped in MDX as plain characters', () => {
    expect(md('An object \\{ a: 1 \\} and a &lt;script&gt; tag.')).toBe(
      'An object { a: 1 } and a \\<script> tag.\n',
    );
  });

  it('writes one house style: _emphasis_, **strong**, --- rules, numbered lists, fenced code', () => {
    expect(md('*em* and __strong__\n\n***\n\n1. a\n1. b\n\n```\nplain\n```')).toBe(
      '_em_ and **strong**\n\n---\n\n1. a\n2. b\n\n```\nplain\n```\n',
    );
  });

  it('reads a callout’s kind from its type attribute only', () => {
    expect(md('<Callout id="cache" type="warning">Typed.</Callout>')).toBe(
      '> **Warning:** Typed.\n',
    );
    expect(md('<Aside type="tip">Not a callout.</Aside>')).toBe('Not a callout.\n');
  });

  it('keeps a callout alone on its line a blockquote beside a stray space entity', () => {
    expect(md('<Tip>Alone.</Tip>&nbsp;')).toBe('> **Tip:** Alone.\n');
  });

  it('drops the spaces a writer left inside the tags of a callout', () => {
    expect(md('<Tip> Padded. </Tip>')).toBe('> **Tip:** Padded.\n');
    expect(md('<Tip> Use `x` and **y**. </Tip>')).toBe('> **Tip:** Use `x` and **y**.\n');
  });

  it('keeps an empty callout as its label', () => {
    expect(md('<Tip></Tip>')).toBe('> **Tip:**\n');
  });

  it('keeps the inline Markdown of a callout in one paragraph', () => {
    const source = [
      '<Tip>Some _em_, **strong**, ~~del~~, [ref][x], ![img](/a.png), ![imgref][x], a\\',
      'break and note[^1].</Tip>',
      '',
      '[x]: /x/',
      '',
      '[^1]: Note.',
    ].join('\n');
    expect(md(source)).toBe(
      [
        '> **Tip:** Some _em_, **strong**, ~~del~~, [ref][x], ![img](https://webpack.js.org/a.png), ![imgref][x], a\\',
        '> break and note[^1].',
        '',
        '[x]: https://webpack.js.org/x/',
        '',
        '[^1]: Note.',
        '',
      ].join('\n'),
    );
  });

  it('keeps a callout inside a sentence inline, with its label', () => {
    expect(md('Text <Tip>inline tip</Tip> more.')).toBe('Text **Tip:** inline tip more.\n');
    expect(md('<Tip>Short.</Tip> And more.')).toBe('**Tip:** Short. And more.\n');
  });

  it('keeps a fence title written after line highlights or in single quotes', () => {
    expect(md('```js {2} title="a.js"\nx();\n```')).toBe('```js title="a.js"\nx();\n```\n');
    expect(md("```js title='a.js'\nx();\n```")).toBe("```js title='a.js'\nx();\n```\n");
  });

  it('makes reference definitions absolute and leaves protocol-relative links alone', () => {
    expect(md('[ref]: /concepts/\n\nSee [concepts][ref].')).toBe(
      '[ref]: https://webpack.js.org/concepts/\n\nSee [concepts][ref].\n',
    );
    expect(md('[cdn](//cdn.example.org/lib.js)')).toBe('[cdn](//cdn.example.org/lib.js)\n');
  });

  it('writes a badge as its trimmed text, apart from any word or code before it', () => {
    expect(md('Since version<Badge> 5.1.0+ </Badge>')).toBe('Since version (5.1.0+)\n');
    expect(md('Uses `x`<Badge>5+</Badge>')).toBe('Uses `x` (5+)\n');
    expect(md('Flag<Badge>**new** in 5.1</Badge>')).toBe('Flag (new in 5.1)\n');
    expect(md('Flag<Badge>![icon](/new.svg) 5.1</Badge>')).toBe('Flag (5.1)\n');
    expect(md('<Badge>\n5.0+\n</Badge>')).toBe('(5.0+)\n');
  });

  it('drops an empty badge', () => {
    expect(md('Empty<Badge></Badge> badge.')).toBe('Empty badge.\n');
  });

  it('drops inline expressions', () => {
    expect(md('Press {"Enter"} to go.')).toMatch(/^Press +to go\.\n$/);
  });
});
