/**
 * Turns a page's MDX body into clean Markdown with a real parser (remark + remark-mdx, then
 * mdast-util-to-markdown through remark-stringify): callouts become blockquotes with a bold
 * label, badges become text, other JSX keeps only its content, imports, exports and
 * `{expressions}` go, code fences keep their language and title, site links become absolute.
 */
import type {
  BlockContent,
  Code,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import remarkGfm from 'remark-gfm';
import { addSinceBadges } from '../releases/remark-since-badges';
import remarkStringify, { type Options as StringifyOptions } from 'remark-stringify';
import { unified } from 'unified';
import { parseMdx } from '../content/anchors';
import { parseMdxCached } from '../content/parse-cache';
import { CALLOUT_LABELS } from '../site/twins';

const STRINGIFY: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
};

// No remark-mdx here: plain Markdown needs no escaping of `{` and `<`.
const stringifier = unified().use(remarkGfm).use(remarkStringify, STRINGIFY);

/** How the conversion resolves links. */
export interface MarkdownOptions {
  /** Absolute origin (no trailing slash) that site paths like `/concepts/` are resolved on. */
  origin: string;
  /**
   * The page's path when it is a configuration reference page, whose option headings get the
   * same since badges from the release data as the HTML page.
   */
  referencePage?: string;
}

/** Parses MDX source (no frontmatter) into mdast, MDX nodes included: the shared parse. */
export { parseMdx };

/** Serialises mdast (without MDX nodes) as Markdown. */
export function stringifyMarkdown(tree: Root): string {
  return stringifier.stringify(tree);
}

/** Converts MDX source (no frontmatter) to Markdown. */
export function mdxToMarkdown(source: string, options: MarkdownOptions): string {
  return stringifyMarkdown(markdownTree(source, options));
}

/** The Markdown tree of MDX source: MDX nodes replaced, links made absolute. */
export function markdownTree(source: string, options: MarkdownOptions): Root {
  const tree = parseMdxCached(source);
  if (options.referencePage) addSinceBadges(tree, options.referencePage, undefined, true);
  tree.children = convertChildren(tree.children, options) as RootContent[];
  return tree;
}

// remark-mdx adds the MDX node types to mdast's `Nodes`.
type Jsx = Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

function attribute(node: Jsx, name: string): string | undefined {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') {
      return attr.value;
    }
  }
  return undefined;
}

function calloutLabel(node: Jsx): string | undefined {
  if (node.name === 'Tip') return CALLOUT_LABELS.tip;
  if (node.name === 'Warning') return CALLOUT_LABELS.warning;
  if (node.name === 'Callout') {
    const type = attribute(node, 'type');
    return type && type in CALLOUT_LABELS
      ? CALLOUT_LABELS[type as keyof typeof CALLOUT_LABELS]
      : undefined;
  }
  return undefined;
}

/** `<Tip>…</Tip>` → `> **Tip:** …`; runs of inline content become paragraphs. */
function calloutToBlockquote(label: string, children: Nodes[]): RootContent {
  const blocks: BlockContent[] = [];
  let run: PhrasingContent[] | undefined;
  for (const child of children) {
    if (isPhrasing(child)) {
      if (!run) blocks.push({ type: 'paragraph', children: (run = []) });
      run.push(child as PhrasingContent);
    } else {
      run = undefined;
      blocks.push(child as BlockContent);
    }
  }
  for (const block of blocks) if (block.type === 'paragraph') trimEdges(block.children);
  const strong: PhrasingContent = {
    type: 'strong',
    children: [{ type: 'text', value: `${label}:` }],
  };
  const first = blocks[0];
  if (first?.type === 'paragraph') {
    first.children = [strong, { type: 'text', value: ' ' }, ...first.children];
  } else {
    blocks.unshift({ type: 'paragraph', children: [strong] } satisfies Paragraph);
  }
  return { type: 'blockquote', children: blocks };
}

/**
 * Drops the spaces a writer left inside the tags (`<Tip> Padded. </Tip>`): at a paragraph's
 * edge they are not text, and the one at the end would be written as `&#x20;`.
 */
function trimEdges(children: PhrasingContent[]): void {
  const first = children[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = children.at(-1);
  if (last?.type === 'text') last.value = last.value.trimEnd();
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
]);

function isPhrasing(node: Nodes): boolean {
  return PHRASING.has(node.type);
}

/** Keeps only the `title="…"` of a fence's meta: line highlights are presentation. */
function codeMeta(meta: string | null | undefined): string | null {
  const title = meta ? /(?:^|\s)title=("[^"]*"|'[^']*')/.exec(meta) : null;
  return title ? `title=${title[1]}` : null;
}

function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

/** Whether the text before a badge needs a space to keep the words apart. */
function needsSpace(previous: Nodes | undefined): boolean {
  if (!previous) return false;
  if (previous.type === 'text') return !/\s$/.test(previous.value);
  return true;
}

function isJsx(node: Nodes): node is Jsx {
  return node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';
}

function isBadge(node: Nodes): node is Jsx {
  return isJsx(node) && node.name === 'Badge';
}

function convertChildren(children: readonly Nodes[], options: MarkdownOptions): Nodes[] {
  const result: Nodes[] = [];
  for (const child of children) {
    if (isBadge(child)) {
      // `<Badge>5.1.0+</Badge>` → "(5.1.0+)", kept apart from the word before it.
      const label = toText(child.children as Nodes[]).trim();
      if (label)
        result.push({ type: 'text', value: `${needsSpace(result.at(-1)) ? ' ' : ''}(${label})` });
      continue;
    }
    result.push(...convert(child, options));
  }
  return result;
}

function toText(nodes: readonly Nodes[]): string {
  return nodes
    .map((node) =>
      'value' in node && typeof node.value === 'string'
        ? node.value
        : 'children' in node
          ? toText(node.children as Nodes[])
          : '',
    )
    .join('');
}

/** One node in, zero or more Markdown nodes out. */
function convert(node: Nodes, options: MarkdownOptions): Nodes[] {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const children = convertChildren(node.children as Nodes[], options);
      const label = calloutLabel(node);
      if (label && node.type === 'mdxJsxTextElement') {
        // A callout inside a sentence cannot be a blockquote: keep its bold label inline.
        const strong: Nodes = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
        return [strong, { type: 'text', value: ' ' }, ...children];
      }
      if (label) return [calloutToBlockquote(label, children)];
      // Any other element: its content without the tag.
      return children;
    }
    case 'paragraph': {
      // `<Tip>One line.</Tip>` alone on its line is a paragraph holding one inline element.
      const meaningful = node.children.filter(
        (child) => child.type !== 'text' || child.value.trim() !== '',
      );
      const only = meaningful.length === 1 ? (meaningful[0] as Nodes) : undefined;
      const label = only && isJsx(only) ? calloutLabel(only) : undefined;
      if (only && isJsx(only) && label) {
        return [calloutToBlockquote(label, convertChildren(only.children as Nodes[], options))];
      }
      break;
    }
    case 'code': {
      const code: Code = { ...node, meta: codeMeta(node.meta) };
      return [code];
    }
    case 'link':
    case 'definition':
      node.url = absolute(node.url, options.origin);
      break;
    case 'image':
      node.url = absolute(node.url, options.origin);
      return [node];
    default:
      break;
  }
  if ('children' in node) {
    (node as { children: Nodes[] }).children = convertChildren(node.children as Nodes[], options);
  }
  return [node];
}
