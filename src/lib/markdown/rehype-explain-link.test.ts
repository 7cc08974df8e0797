import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../tests/unit/render-markdown';
import { EXPLAIN_LINK_TEXT, explainHref, rehypeExplainLink } from './rehype-explain-link';

const render = renderMarkdown;

describe('rehypeExplainLink in the real pipeline', () => {
  it('links a webpack.config.js block to the explainer with its exact code', async () => {
    const code = "module.exports = {\n  mode: 'production',\n};\n";
    const html = await render(`\`\`\`js title="webpack.config.js"\n${code}\`\`\`\n`);
    const [, href] = /<a class="explain-config" href="([^"]*)">([^<]*)<\/a>/.exec(html) ?? [];
    expect(href?.replaceAll('&#x27;', "'").replaceAll('&#x26;', '&')).toBe(explainHref(code));
    expect(html).toContain(`>${EXPLAIN_LINK_TEXT}</a>`);
    expect(explainHref(code).startsWith('/configuration/explain/#config=module.exports')).toBe(
      true,
    );
  });

  it('leaves other blocks alone', async () => {
    const html = await render('```js title="src/index.js"\nconsole.log(1);\n```\n');
    expect(html).not.toContain(EXPLAIN_LINK_TEXT);
  });

  it('reads the title, not the caption, of a block that has both', async () => {
    const html = await render(
      '```js title="webpack.config.js" caption="The whole config"\nmodule.exports = {};\n```\n\n' +
        '```js title="src/index.js" caption="webpack.config.js"\nrun();\n```\n',
    );
    const figures = html.split('</figure>');
    expect(figures.map((figure) => figure.includes(EXPLAIN_LINK_TEXT))).toEqual([
      true,
      false,
      false,
    ]);
    expect(figures[0]).toContain(`href="${explainHref('module.exports = {};\n')}"`);
  });

  it('links only the block titled exactly as a config file, right after that block', async () => {
    const html = await render(
      '```json title="webpack.config.json"\n{}\n```\n\n' +
        '```js title="old.webpack.config.js"\nold();\n```\n\n' +
        '```ts title="webpack.config.ts"\nexport default {};\n```\n',
    );
    const figures = html.split('</figure>');
    expect(figures.map((figure) => figure.includes(EXPLAIN_LINK_TEXT))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(figures[2]).toContain(`href="${explainHref('export default {};\n')}"`);
  });
});

describe('rehypeExplainLink on parsed HTML', () => {
  const links = async (html: string) => {
    const file = await unified()
      .use(rehypeParse, { fragment: true })
      .use(rehypeExplainLink)
      .use(rehypeStringify)
      .process(html);
    return [...String(file).matchAll(/<a class="explain-config" href="([^"]*)">/g)].map(
      ([, href]) => href!.replaceAll('&#x26;', '&'),
    );
  };

  it('reads the lines of a parsed block (dataLine) and a caption with spaces or a comment around the title', async () => {
    const html =
      '<figure><figcaption data-rehype-pretty-code-title="">\n  webpack.config.mjs<!-- a note -->\n</figcaption><pre><code>' +
      '<span data-line="">a</span>\n<span data-line="">b</span></code></pre></figure>';
    expect(await links(html)).toEqual([explainHref('a\nb\n')]);
  });

  it('takes the whole text of a block without line spans', async () => {
    const html =
      '<figure><figcaption data-rehype-pretty-code-title="">webpack.config.js</figcaption><pre><code>mode: 1</code></pre></figure>';
    expect(await links(html)).toEqual([explainHref('mode: 1')]);
  });

  it('adds no link to a titled figure without code, nor outside a figure', async () => {
    const html =
      '<figure><figcaption data-rehype-pretty-code-title="">webpack.config.js</figcaption><p>no code</p></figure>' +
      '<div><figcaption data-rehype-pretty-code-title="">webpack.config.js</figcaption><pre><code>x</code></pre></div>';
    expect(await links(html)).toEqual([]);
  });
});
