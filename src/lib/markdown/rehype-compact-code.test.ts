import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { CODE_THEMES, defaultCodeColours } from './index';
import { rehypeCompactCode } from './rehype-compact-code';
import type { Root } from 'hast';

const colours = { light: '#1f2328', dark: '#e6edf3' };

function span(style: string, text = '') {
  return {
    type: 'element' as const,
    tagName: 'span',
    properties: { style },
    children: text ? [{ type: 'text' as const, value: text }] : [],
  };
}

function block(...tokens: ReturnType<typeof span>[]): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'pre',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: { 'data-theme': 'a b', style: 'display:grid;' },
            children: [{ type: 'element', tagName: 'span', properties: {}, children: tokens }],
          },
        ],
      },
    ],
  };
}

describe('rehypeCompactCode', () => {
  it('drops the default pair from tokens and sets it once on the code element', () => {
    const tree = block(
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', '  '),
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', 'output'),
      span('--shiki-light:#CF222E;--shiki-dark:#FF7B72', 'const'),
      span('--shiki-light:#1F2328;--shiki-light-font-weight:bold;--shiki-dark:#E6EDF3', 'b'),
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', ': {'),
    );
    rehypeCompactCode(colours)(tree);
    // Default-coloured tokens become text, joined with their neighbours.
    expect(toHtml(tree)).toBe(
      '<pre><code data-theme="a b" style="display:grid;--shiki-light:#1f2328;--shiki-dark:#e6edf3"><span>' +
        '  output' +
        '<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</span>' +
        '<span style="--shiki-light:#1F2328;--shiki-light-font-weight:bold;--shiki-dark:#E6EDF3">b</span>' +
        ': {' +
        '</span></code></pre>',
    );
  });

  it('leaves inline code and code outside highlighted blocks alone', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [span('x:y')] }],
    };
    rehypeCompactCode(colours)(tree);
    expect(toHtml(tree)).toBe('<code><span style="x:y"></span></code>');
  });

  it('matches the default colours shiki really writes for our themes', async () => {
    const highlight = async (compact: boolean) => {
      const processor = unified()
        .use(rehypeParse, { fragment: true })
        .use(rehypePrettyCode, { theme: CODE_THEMES, keepBackground: false });
      if (compact) processor.use(rehypeCompactCode, await defaultCodeColours());
      return String(
        await processor
          .use(rehypeStringify)
          .process('<pre><code class="language-js">const { a, b } = require("c");</code></pre>'),
      );
    };
    const [plain, compact] = [await highlight(false), await highlight(true)];
    const text = (html: string) => html.replace(/<[^>]+>/g, '');
    const spans = (html: string) => html.match(/<span/g)?.length ?? 0;
    expect(await defaultCodeColours()).toEqual(colours);
    expect(compact).not.toContain('<span style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3">');
    expect(compact).toMatch(/<code[^>]*style="[^"]*--shiki-light:#1f2328;--shiki-dark:#e6edf3"/i);
    expect(text(compact)).toBe(text(plain));
    expect(spans(compact)).toBeLessThanOrEqual(spans(plain));
  });
});
