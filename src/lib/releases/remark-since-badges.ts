/**
 * Remark plugin: on the configuration reference, every option heading whose option first
 * appeared after webpack 5.0.0 gets a `<Badge>5.x.y+</Badge>` from the since-data. A section
 * that already carries a hand-written badge (a paragraph holding only the badge) keeps it, and
 * the build fails when that badge disagrees with the data.
 */
import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { slug } from 'github-slugger';
import type { VFile } from 'vfile';
import { ContentError, contentFileOf } from '../content/content-error';
import { SINCE_BY_ANCHOR, sinceLabel, type SinceEntry } from './since';

/** Pages whose headings are option references. */
const REFERENCE_PAGE = /(^|\/)content\/configuration\/[^/]+\.mdx$/;

/**
 * The text of a badge standing on its own: `<Badge>` on its own line (MDX reads that as a flow
 * element) or a paragraph holding nothing but one; undefined for anything else.
 */
export function soleBadgeText(node: RootContent | undefined): string | undefined {
  if (node?.type === 'mdxJsxFlowElement') {
    return node.name === 'Badge' ? toString(node).trim() : undefined;
  }
  if (node?.type !== 'paragraph') return undefined;
  const parts = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const [only] = parts;
  if (parts.length !== 1 || only?.type !== 'mdxJsxTextElement' || only.name !== 'Badge') {
    return undefined;
  }
  return toString(only).trim();
}

/** A badge on its own line, as writers place it (text child, as MDX itself parses one-line elements). */
function badgeNode(label: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Badge',
    attributes: [],
    children: [{ type: 'text', value: label }],
  } as unknown as MdxJsxFlowElement;
}

/** Whether `node` is the type line (only inline code) or the `Default:` line of an entry. */
function isEntryHeadLine(node: RootContent | undefined): boolean {
  if (node?.type !== 'paragraph') return false;
  const [first] = node.children;
  return (
    (node.children.length === 1 && first?.type === 'inlineCode') ||
    /^Default\b/.test(toString(node))
  );
}

/**
 * Adds the missing badges to `tree`, after the entry's type and `Default:` lines as writers place
 * them; throws a ContentError at a hand badge (anywhere in the section before a subheading) the
 * data contradicts.
 */
export function addSinceBadges(
  tree: Root,
  file: string,
  byAnchor: ReadonlyMap<string, SinceEntry> = SINCE_BY_ANCHOR,
  /** Wrap a new badge in a paragraph, as plain remark-mdx parses a badge on its own line. */
  inParagraph = false,
): void {
  const children = tree.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!;
    if (node.type !== 'heading' || node.depth < 2) continue;
    const entry = byAnchor.get(slug(toString(node as Heading)));
    if (!entry) continue;
    const wanted = sinceLabel(entry.version);
    let end = index + 1;
    while (end < children.length && children[end]!.type !== 'heading') end++;
    const handAt = children.slice(index + 1, end).findIndex((child) => soleBadgeText(child));
    if (handAt === -1) {
      let at = index + 1;
      while (at < end && isEntryHeadLine(children[at])) at++;
      const badge = badgeNode(wanted);
      children.splice(
        at,
        0,
        inParagraph
          ? ({
              type: 'paragraph',
              children: [{ ...badge, type: 'mdxJsxTextElement' }],
            } as Paragraph)
          : badge,
      );
      continue;
    }
    const hand = children[index + 1 + handAt]!;
    const text = soleBadgeText(hand);
    if (text !== wanted) {
      const place = hand.position?.start;
      throw new ContentError(
        file,
        place?.line ?? 1,
        place?.column ?? 1,
        `badge "${text}" disagrees with the release data: ${entry.path} first appears in webpack ${entry.version} (src/data/releases/webpack-since.json); write <Badge>${wanted}</Badge> or remove the badge`,
      );
    }
  }
}

export function remarkSinceBadges() {
  return (tree: Root, vfile: VFile) => {
    const file = contentFileOf(vfile);
    if (REFERENCE_PAGE.test(file)) addSinceBadges(tree, file);
  };
}
