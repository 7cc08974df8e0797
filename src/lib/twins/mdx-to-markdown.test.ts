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
});
