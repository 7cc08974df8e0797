/**
 * Rehype plugin: makes every table focusable. Prose tables scroll sideways when wider than
 * the column (phones); a keyboard reader can scroll one only once it can take focus, as
 * code blocks already can (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
import type { Element, Root } from 'hast';
import { visitOutsideCode } from './code-figure';

/** Sets `tabindex="0"` on each `<table>` that has no tabindex of its own. */
export function rehypeFocusableTables() {
  return (tree: Root) => {
    visitOutsideCode(tree, (node: Element) => {
      if (node.tagName === 'table' && node.properties.tabIndex === undefined) {
        node.properties.tabIndex = 0;
      }
    });
  };
}
