import { toHtml } from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { CODE_THEMES, defaultCodeColours } from './index';
import { rehypeCompactCode } from './rehype-compact-code';
import type { Element, ElementContent, Root } from 'hast';

const colours = { light: '#1f2328', dark: '#e6edf3' };

function span(style: string, text = '') {
  return {
    type: 'element' as const,
    tagName: 'span',
    properties: { style },
    children: text ? [{ type: 'text' as const, value: text }] : [],
  };
}

function block(...tokens: ElementContent[]): Root {
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

describe('rehypeCompactCode, token by token', () => {
  const styleAfter = (style: string) => {
    const tree = block(span(style, 'x'), span('--shiki-light:#CF222E;--shiki-dark:#FF7B72', 'y'));
    rehypeCompactCode(colours)(tree);
    const line = ((tree.children[0] as Element).children[0] as Element).children[0] as Element;
    const token = line.children[0];
    return token?.type === 'element' ? token.properties.style : undefined;
  };

  it('drops a token style that is the default pair written with spaces or a final semicolon', () => {
    expect(styleAfter('--shiki-light:#1F2328;--shiki-dark:#E6EDF3;')).toBeUndefined();
    expect(styleAfter(' --shiki-light : #1f2328 ; --shiki-dark : #e6edf3 ')).toBeUndefined();
  });

  it('keeps a token style that is not exactly the default pair, so its colour stays', () => {
    for (const style of [
      '--shiki-light:#1F2328',
      '--shiki-light:#1F2328;--shiki-dark:#FF7B72',
      '--shiki-light:#CF222E;--shiki-dark:#E6EDF3',
      // Each theme's default in the other theme's slot.
      '--shiki-light:#1F2328;--shiki-dark:#1F2328',
      '--shiki-light:#E6EDF3;--shiki-dark:#E6EDF3',
    ]) {
      expect(styleAfter(style), style).toBe(style);
    }
  });

  it('unwraps only attribute-less spans of text, and joins each run of text into one node', () => {
    const bold = { type: 'element' as const, tagName: 'b', properties: {}, children: [] };
    const nested = {
      type: 'element' as const,
      tagName: 'span',
      properties: {},
      children: [
        { type: 'text' as const, value: 'm' },
        span('--shiki-light:#CF222E;--shiki-dark:#FF7B72', 'n'),
      ],
    };
    const tree = block(
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', 'a'),
      { ...bold, children: [{ type: 'text' as const, value: 'b' }] },
      nested,
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', 'c'),
      span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', 'd'),
      {
        ...bold,
        tagName: 'i',
        properties: { style: '--shiki-light:#1F2328;--shiki-dark:#E6EDF3' },
      },
    );
    rehypeCompactCode(colours)(tree);
    const line = ((tree.children[0] as Element).children[0] as Element).children[0] as Element;
    expect(line.children).toEqual([
      { type: 'text', value: 'a' },
      { type: 'element', tagName: 'b', properties: {}, children: [{ type: 'text', value: 'b' }] },
      nested,
      { type: 'text', value: 'cd' },
      // Only spans are tokens: another element keeps its style.
      {
        type: 'element',
        tagName: 'i',
        properties: { style: '--shiki-light:#1F2328;--shiki-dark:#E6EDF3' },
        children: [],
      },
    ]);
  });
});

describe('rehypeCompactCode, block by block', () => {
  const token = () => span('--shiki-light:#1F2328;--shiki-dark:#E6EDF3', 'x');
  const code = (properties: Element['properties'], children: ElementContent[] = [token()]) => ({
    type: 'element' as const,
    tagName: 'code',
    properties,
    children,
  });
  const pre = (properties: Element['properties'], ...children: ElementContent[]): Root => ({
    type: 'root',
    children: [{ type: 'element', tagName: 'pre', properties, children }],
  });

  it('compacts a block whose code was parsed from HTML (dataTheme) and keeps its own style', () => {
    const parsed = pre({}, code({ dataTheme: 'a b' }));
    rehypeCompactCode(colours)(parsed);
    expect(toHtml(parsed)).toBe(
      '<pre><code data-theme="a b" style="--shiki-light:#1f2328;--shiki-dark:#e6edf3"><span>x</span></code></pre>',
    );
    const styled = pre({}, code({ dataTheme: 'a b', style: 'display:grid;tab-size:2;' }));
    rehypeCompactCode(colours)(styled);
    expect(toHtml(styled)).toContain(
      'style="display:grid;tab-size:2;--shiki-light:#1f2328;--shiki-dark:#e6edf3"',
    );
  });

  it('leaves code that rehype-pretty-code did not highlight, or inline, alone', () => {
    const unthemed = pre({}, code({}));
    const inline: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'span',
          properties: {},
          children: [code({ dataTheme: 'a b' })],
        },
      ],
    };
    const before = [toHtml(unthemed), toHtml(inline)];
    rehypeCompactCode(colours)(unthemed);
    rehypeCompactCode(colours)(inline);
    expect([toHtml(unthemed), toHtml(inline)]).toEqual(before);
  });

  it('styles only the code of a themed pre, once, and keeps a line span with plain text', () => {
    const line = { type: 'element' as const, tagName: 'span', properties: {}, children: [] };
    const tree = pre(
      { dataTheme: 'a b', style: 'background:none' },
      code({ dataTheme: 'a b' }, [{ ...line, children: [{ type: 'text', value: 'plain' }] }]),
    );
    rehypeCompactCode(colours)(tree);
    expect(toHtml(tree)).toBe(
      '<pre data-theme="a b" style="background:none"><code data-theme="a b" style="--shiki-light:#1f2328;--shiki-dark:#e6edf3"><span>plain</span></code></pre>',
    );
  });
});
