/** Reading the figures rehype-pretty-code makes of code blocks. */
import type { Element, ElementContent } from 'hast';

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
