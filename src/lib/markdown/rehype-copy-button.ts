/**
 * Rehype plugin: gives every highlighted code block a copy button at build time, so the
 * page needs no script to create it; one delegated listener handles the clicks.
 */
import type { Element, Root } from 'hast';
import { visitOutsideCode } from './code-figure';

/** The button appended to each `figure[data-rehype-pretty-code-figure]`. */
export function copyButton(): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['copy-code'],
      dataCopyCode: '',
      ariaLabel: 'Copy code',
    },
    // The visible "Copy"/"Copied" comes from CSS: a page with 80 blocks would otherwise
    // carry both words 80 times, twice (HTML and RSC payload).
    children: [],
  };
}

/** Appends a copy button to every code figure produced by rehype-pretty-code. */
export function rehypeCopyButton() {
  return (tree: Root) => {
    visitOutsideCode(tree, (node: Element) => {
      // rehype-pretty-code writes the raw attribute name rather than hast's camel case.
      const marked =
        'data-rehype-pretty-code-figure' in node.properties ||
        'dataRehypePrettyCodeFigure' in node.properties;
      if (node.tagName !== 'figure' || !marked) return;
      if (node.children.some((child) => child.type === 'element' && child.tagName === 'pre')) {
        node.children.push(copyButton());
      }
    });
  };
}
