/**
 * Prose word counts: the words a reader reads in the text of a page, outside code fences,
 * frontmatter, JSX tags and MDX expressions. Inline code counts (it is part of sentences).
 */
import type { Nodes, Root } from 'mdast';

/** Nodes whose text never counts: code fences, ESM and `{…}` expressions (comments). */
const SILENT = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'image']);

/** Phrasing containers: their children run together (`foo**bar**` is one word). */
const PHRASING = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);

function textOf(node: Nodes): string {
  if (SILENT.has(node.type)) return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (!('children' in node)) return '';
  const separator = PHRASING.has(node.type) ? '' : ' ';
  return (node.children as Nodes[]).map(textOf).join(separator);
}

/** Counts the words of a text: whitespace-separated tokens holding a letter or a digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

/** Counts the prose words of a parsed MDX body. */
export function proseWords(tree: Root): number {
  return countWords(textOf(tree));
}
