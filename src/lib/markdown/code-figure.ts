/** Reading the figures rehype-pretty-code makes of code blocks. */
import type { Element, ElementContent, Parent, Root } from 'hast';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';

/** The text of a hast node, as a reader sees it. */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/**
 * The title of a code block's figure (`title="webpack.config.js"`), or undefined. It is a
 * figcaption, or a div when the block also has a caption (which then takes the figcaption),
 * so it is found by its attribute.
 */
export function figureTitle(figure: Element): string | undefined {
  const title = figure.children.find(
    (child): child is Element =>
      child.type === 'element' &&
      ('data-rehype-pretty-code-title' in child.properties ||
        'dataRehypePrettyCodeTitle' in child.properties),
  );
  return title ? textOf(title).trim() : undefined;
}

/**
 * Visits the elements of a tree outside code blocks (`pre`). Highlighted code is most of a
 * page's elements, one span per token; the plugins that look for figures, tables or prose
 * have nothing to find among the tokens, and walking them cost a large part of their time.
 */
export function visitOutsideCode(
  tree: Root | Element,
  visitor: (node: Element, index: number | undefined, parent: Parent | undefined) => VisitorResult,
): void {
  visit(tree, 'element', (node: Element, index, parent) =>
    node.tagName === 'pre' ? SKIP : visitor(node, index, parent),
  );
}
