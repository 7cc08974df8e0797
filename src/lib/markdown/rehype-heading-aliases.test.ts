import type { Element, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { hastAnchors } from '../content/anchors';
import type { AliasTable } from '../links/anchor-aliases';
import { aliasesByHeading, titleAliases } from '../links/anchor-aliases';
import { rehypeHeadingAliases } from './rehype-heading-aliases';

const aliases: AliasTable = {
  '/plugins/split-chunks-plugin/': {
    splitchunkschunks: 'chunks',
    optimizationsplitchunks: 'chunks',
    examples: null,
  },
};

async function render(markdown: string, sourceFilePath = 'plugins/split-chunks-plugin.mdx') {
  let anchors: ReturnType<typeof hastAnchors> = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeHeadingAliases, { aliases })
    .use(() => (tree: Root) => {
      anchors = hastAnchors(tree);
    })
    .use(rehypeStringify)
    .process({ value: markdown, data: { rawDocumentData: { sourceFilePath } } });
  return { html: String(file), anchors };
}

describe('rehypeHeadingAliases', () => {
  it('puts each old id at the start of the heading it now means, as a real id', async () => {
    const { html } = await render('## chunks\n\nWhich chunks.\n\n## name\n\nThe name.');
    expect(html).toContain(
      '<h2 id="chunks"><span id="splitchunkschunks" data-anchor-alias=""></span><span id="optimizationsplitchunks" data-anchor-alias=""></span>chunks</h2>',
    );
    expect(html).toContain('<h2 id="name">name</h2>');
  });

  it('adds no heading: the anchors (On this page, sidebar, search) stay the real ones', async () => {
    const { anchors } = await render('## chunks\n\nWhich chunks.');
    expect(anchors).toEqual([{ title: 'chunks', id: 'chunks', level: 2 }]);
  });

  it('leaves other pages and pages without aliases untouched', async () => {
    const { html } = await render('## chunks', 'guides/code-splitting.mdx');
    expect(html).toBe('<h2 id="chunks">chunks</h2>');
  });

  it('puts an old id only on an h2–h6 heading, never on the title or another element', () => {
    const element = (tagName: string): Element => ({
      type: 'element',
      tagName,
      properties: { id: 'chunks' },
      children: [{ type: 'text', value: 'chunks' }],
    });
    // The same id on a page title and on a wrapper: an alias there would send /#old elsewhere.
    const tree: Root = { type: 'root', children: ['h1', 'div', 'h3'].map(element) };
    const file = new VFile({
      data: { rawDocumentData: { sourceFilePath: 'plugins/split-chunks-plugin.mdx' } },
    });
    rehypeHeadingAliases({ aliases })(tree, file);
    const aliased = tree.children.map(
      (node) => (node as Element).children.filter((child) => child.type === 'element').length,
    );
    expect(aliased).toEqual([0, 0, 2]);
  });

  it('sends aliases whose target is null to the page title', () => {
    expect(titleAliases('/plugins/split-chunks-plugin/', aliases)).toEqual(['examples']);
    expect(aliasesByHeading('/plugins/split-chunks-plugin/', aliases).get('chunks')).toEqual([
      'splitchunkschunks',
      'optimizationsplitchunks',
    ]);
    expect(titleAliases('/nowhere/', aliases)).toEqual([]);
  });
});
