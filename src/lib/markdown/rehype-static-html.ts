/**
 * Last step of the page-body pipeline: every block element whose subtree holds no MDX
 * component keeps its tag and attributes but hands its children over as one HTML string
 * (see static-html.ts). Elements around MDX components stay elements, so the components
 * inside them still render through React.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { STATIC_HTML_PROP, STATIC_HTML_TAGS } from './static-html';

const TAGS = new Set<string>(STATIC_HTML_TAGS);
const MDX_TYPES = new Set([
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

type Node = Root | RootContent | ElementContent;

function hasMdx(node: Node): boolean {
  if (MDX_TYPES.has(node.type)) return true;
  return 'children' in node && (node.children as Node[]).some(hasMdx);
}

function collapse(parent: { children: Node[] }) {
  for (const child of parent.children) {
    if (child.type === 'element' && TAGS.has(child.tagName) && !hasMdx(child)) {
      const element = child as Element;
      if (element.children.length === 0) continue;
      element.properties[STATIC_HTML_PROP] = toHtml(element.children);
      element.children = [];
    } else if ('children' in child) {
      collapse(child as { children: Node[] });
    }
  }
}

export function rehypeStaticHtml() {
  return (tree: Root) => collapse(tree as { children: Node[] });
}
