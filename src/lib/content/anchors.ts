/**
 * Extracts a page's h2/h3 anchors from its Markdown source, with the same ids rehype-slug
 * gives the rendered headings: github-slugger over every heading's text, in document order.
 */
import GithubSlugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** One entry of a page's table of contents. */
export interface Anchor {
  title: string;
  id: string;
  level: 2 | 3;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/**
 * Parses an MDX source (remark + MDX + GFM, no frontmatter) into its Markdown tree: the one
 * parse that anchors, search records, twins and content checks share.
 */
export function parseMdx(source: string): Root {
  return parser.parse(source) as Root;
}

/** Returns the h2 and h3 headings of an MDX source, in order, with their slug ids. */
export function extractAnchors(source: string): Anchor[] {
  return anchorsOf(parseMdx(source));
}

/**
 * The id of every heading of a tree, as rehype-slug gives the rendered ones: github-slugger over
 * each heading's text in document order. Every heading takes a slug, even h1/h4 and nested
 * ones, so duplicate suffixes match. The one heading-id function: anchors, search records,
 * content checks all read ids from here.
 */
export function headingIds(tree: Root): Map<Heading, string> {
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (node: Heading) => {
    // Untrimmed, as rehype-slug reads it: `## Usage <Badge />` is `usage-` on the page.
    ids.set(node, slugger.slug(toString(node)));
  });
  return ids;
}

/** The anchors of an already parsed tree (see `parseMdx`), for callers that also read it. */
export function anchorsOf(tree: Root): Anchor[] {
  const anchors: Anchor[] = [];
  for (const [node, id] of headingIds(tree)) {
    if (node.depth === 2 || node.depth === 3) {
      anchors.push({ title: toString(node).trim(), id, level: node.depth });
    }
  }
  return anchors;
}

/**
 * The h2/h3 anchors of a rendered (hast) tree after rehype-slug: the ids exactly as the page
 * shows them, read where the body is built so the source need not be parsed twice.
 */
export function hastAnchors(tree: HastRoot): Anchor[] {
  const anchors: Anchor[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : undefined;
    const id = node.properties?.id;
    if (level && typeof id === 'string')
      anchors.push({ title: hastToString(node).trim(), id, level });
  });
  return anchors;
}
