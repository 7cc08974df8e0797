// Static HTML blocks must render exactly the HTML the pipeline built, MDX components included.
import { compile, run } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { mdxComponents } from '@/components/mdx/mdx-content';
import { rehypeHtmlPlugins, rehypePlugins, remarkPlugins } from './index';
import { rehypeStaticHtml } from './rehype-static-html';
import { STATIC_HTML_PROP } from './static-html';

const SOURCE = [
  '## Output <Badge>5.20.0+</Badge>',
  'See [concepts](/concepts/) and [GitHub](https://github.com/webpack/webpack).',
  '```js title="webpack.config.js"',
  "module.exports = { mode: 'production' };",
  '```',
  '<Tip>',
  '',
  'Use a *content hash*.',
  '',
  '</Tip>',
  '| a | b |\n| - | - |\n| 1 | 2 |',
].join('\n\n');

async function html(plugins: typeof rehypePlugins) {
  const code = String(
    await compile(SOURCE, {
      outputFormat: 'function-body',
      remarkPlugins,
      rehypePlugins: plugins,
    }),
  );
  const { default: Body } = await run(code, { ...runtime, baseUrl: import.meta.url });
  return renderToStaticMarkup(<Body components={mdxComponents} />);
}

/**
 * The markup as a browser sees it: attributes in one order, `style` without spaces, no
 * whitespace-only text between table rows. React and hast-util-to-html differ only there.
 */
function normalised(html: string): string {
  const tree: Root = fromHtml(html, { fragment: true });
  visit(tree, 'element', (node: Element) => {
    const entries = Object.entries(node.properties).map(([key, value]) =>
      key === 'style' ? [key, String(value).replace(/\s+/g, '')] : [key, value],
    );
    node.properties = Object.fromEntries(
      entries.sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
    node.children = node.children.filter(
      (child) =>
        !(
          child.type === 'text' &&
          !child.value.trim() &&
          /^t(able|head|body|r)$/.test(node.tagName)
        ),
    );
  });
  return toHtml(tree);
}

describe('rehypeStaticHtml', () => {
  it('renders the same page as the plain elements would', async () => {
    const collapsed = await html(rehypePlugins);
    expect(normalised(collapsed)).toBe(normalised(await html(rehypeHtmlPlugins)));
    expect(collapsed).not.toContain(STATIC_HTML_PROP);
  });

  it('hands most of the body to React as HTML strings, keeping MDX components as elements', async () => {
    const code = String(
      await compile(SOURCE, { outputFormat: 'function-body', remarkPlugins, rehypePlugins }),
    );
    // The paragraph, the code figure, the table and the paragraph inside the Tip.
    expect(code.match(new RegExp(`"${STATIC_HTML_PROP}"`, 'g'))).toHaveLength(4);
    expect(code).toContain('Badge');
    expect(code).toContain('Tip');
  });

  it('marks external links in static HTML noopener, as SmartLink does', async () => {
    const page = await html(rehypePlugins);
    expect(page).toContain(
      '<a href="https://github.com/webpack/webpack" rel="noopener noreferrer">',
    );
    expect(page).toContain('<a href="/concepts/">');
  });

  it('keeps blocks holding a component or an expression as elements, so those still render', async () => {
    // Only this plugin: no highlighting needed to see what is collapsed.
    const source = [
      '- Item',
      '',
      '  <Tip>Use a hash.</Tip>',
      '',
      '- Total',
      '',
      "  {'5 chunks'}",
      '',
      'Built with webpack {2 + 3}.',
    ].join('\n');
    const code = String(
      await compile(source, { outputFormat: 'function-body', rehypePlugins: [rehypeStaticHtml] }),
    );
    const { default: Body } = await run(code, { ...runtime, baseUrl: import.meta.url });
    const page = renderToStaticMarkup(<Body components={mdxComponents} />);
    expect(page).toMatch(/<aside[^>]*aria-label="Tip">.*Use a hash\./);
    expect(page).toMatch(/<p>Total<\/p>\s*5 chunks\s*<\/li>/);
    expect(page).toContain('<p>Built with webpack 5.</p>');
  });
});
