// Reads a served page's outline from its HTML, without a browser: the per-page sweep checks
// what the server sends, so it needs no page load (hundreds of pages, in seconds).
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** What the sweep checks on every document: title, h1s, canonical links, article heading ids. */
export interface HtmlOutline {
  title: string;
  h1s: string[];
  canonicals: number;
  /** Ids of the h2 and h3 inside the article (`.prose`), in document order. */
  headingIds: string[];
}

/** A space-separated attribute (class, rel) as hast holds it: a list of tokens. */
const tokens = (node: Element, property: 'className' | 'rel') => {
  const value = node.properties[property];
  return Array.isArray(value) ? value.map(String) : [];
};

const text = (node: Element) => toString(node).replace(/\s+/g, ' ').trim();

export function htmlOutline(html: string): HtmlOutline {
  const tree: Root = fromHtml(html);
  const outline: HtmlOutline = { title: '', h1s: [], canonicals: 0, headingIds: [] };
  const inProse = new Set<Element>();
  visit(tree, 'element', (node, _index, parent) => {
    if (tokens(node, 'className').includes('prose') || (parent && inProse.has(parent as Element))) {
      inProse.add(node);
    }
    if (node.tagName === 'title' && !outline.title) outline.title = text(node);
    if (node.tagName === 'h1') outline.h1s.push(text(node));
    if (node.tagName === 'link' && tokens(node, 'rel').includes('canonical'))
      outline.canonicals += 1;
    if (
      (node.tagName === 'h2' || node.tagName === 'h3') &&
      parent &&
      inProse.has(parent as Element)
    ) {
      outline.headingIds.push(String(node.properties.id ?? ''));
    }
  });
  return outline;
}
