import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { CODE_THEMES, defaultCodeColours } from './markdown';
import { rehypeCompactCode } from './rehype-compact-code';
import type { Root } from 'hast';

const colours = { light: '#1f2328', dark: '#e6edf3' };

function span(style: string) {
  return { type: 'element' as const, tagName: 'span', properties: { style }, children: [] };
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
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3'),
      span('--shiki-light:#CF222E;--shiki-dark:#FF7B72'),
      span('--shiki-light:#1F2328;--shiki-light-font-weight:bold;--shiki-dark:#E6EDF3'),
    );
    rehypeCompactCode(colours)(tree);
    expect(toHtml(tree)).toBe(
      '<pre><code data-theme="a b" style="display:grid;--shiki-light:#1f2328;--shiki-dark:#e6edf3"><span>' +
        '<span></span>' +
        '<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72"></span>' +
        '<span style="--shiki-light:#1F2328;--shiki-light-font-weight:bold;--shiki-dark:#E6EDF3"></span>' +
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
    const file = await unified()
      .use(rehypeParse, { fragment: true })
      .use(rehypePrettyCode, { theme: CODE_THEMES, keepBackground: false })
      .use(rehypeCompactCode, await defaultCodeColours())
      .use(rehypeStringify)
      .process('<pre><code class="language-js">const answer = 42;</code></pre>');
    const html = String(file);
    expect(html).not.toMatch(/<span style="--shiki-light:#1F2328;--shiki-dark:#E6EDF3">/i);
    expect(html).toMatch(/<code[^>]*style="[^"]*--shiki-light:#1f2328;--shiki-dark:#e6edf3"/i);
    // Keywords and numbers keep their own colours.
    expect(html).toContain('--shiki-light:#CF222E');
  });
});
