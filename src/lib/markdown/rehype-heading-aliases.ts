/**
 * Puts each old id of a page (src/lib/links/anchor-aliases.ts) at the start of the heading it
 * now means, as an empty `<span id="old" data-anchor-alias>`: `/page/#old` then scrolls to
 * that heading, with or without JavaScript. Runs after rehype-slug and after the anchors are
 * read, so the alias is in no table of contents.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { aliasAttributes, aliasesByHeading, type AliasTable } from '../links/anchor-aliases';
import { locate } from '../content/paths';

const HEADING = /^h[2-6]$/;

/** An alias element for an old id. */
export function aliasElement(id: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: aliasAttributes(id),
    children: [],
  };
}

/** The rehype plugin; `aliases` replaces the data file (tests). */
export function rehypeHeadingAliases(options: { aliases?: AliasTable } = {}) {
  return (tree: Root, file: VFile) => {
    const raw = file.data.rawDocumentData as { sourceFilePath?: string } | undefined;
    if (!raw?.sourceFilePath) return;
    const byHeading = aliasesByHeading(locate(raw.sourceFilePath).url, options.aliases);
    if (byHeading.size === 0) return;
    visit(tree, 'element', (node: Element) => {
      const id = node.properties?.id;
      if (!HEADING.test(node.tagName) || typeof id !== 'string') return;
      const olds = byHeading.get(id);
      if (olds) node.children.unshift(...olds.map(aliasElement));
    });
  };
}
