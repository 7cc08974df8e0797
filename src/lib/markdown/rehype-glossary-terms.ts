/**
 * Rehype plugin: the first use of each glossary term in a page's prose links to its entry
 * on the glossary page, with a dotted underline and the definition in a CSS-only tooltip.
 * Only prose counts: headings, code, existing links, figures and buttons are left alone,
 * and the glossary page itself is not marked. Terms come from the glossary source at build
 * time (read once per process).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { loadGlossaryTerms, type GlossaryTerm } from './glossary/glossary-terms';
import { termMatcher, type TermMatch } from './glossary/term-matcher';
import { GLOSSARY_SOURCE, TOOLTIP_CLASSES } from '../site/reference-links';
import { idPrefix, span, tooltipLink } from './tooltip-hast';

/** Elements whose text is not prose. */
const SKIP = new Set([
  'a',
  'button',
  'code',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'kbd',
  'pre',
  'script',
  'style',
  'svg',
]);

/** Where the plugin reads the glossary (tests point elsewhere). */
export interface GlossaryTermsOptions {
  contentDir?: string;
  /** The terms themselves, instead of reading the glossary. */
  terms?: GlossaryTerm[];
}

/** Marks the first unused term matches of the children of one parent, in place. */
function markChildren(
  parent: { children: (RootContent | ElementContent)[] },
  find: (text: string) => TermMatch[],
  used: Set<GlossaryTerm>,
  nextId: () => string,
): void {
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index]!;
    if (child.type === 'element') {
      if (!SKIP.has(child.tagName)) markChildren(child, find, used, nextId);
      continue;
    }
    // MDX components in prose (callouts) hold prose too; inline ones (badges) do not.
    if (child.type === 'mdxJsxFlowElement') {
      markChildren(child as unknown as Element, find, used, nextId);
      continue;
    }
    if (child.type !== 'text') continue;
    const fresh = find(child.value).filter((match) => {
      if (used.has(match.term)) return false;
      used.add(match.term);
      return true;
    });
    if (fresh.length === 0) continue;
    const parts: ElementContent[] = [];
    let cursor = 0;
    for (const { from, to, term } of fresh) {
      if (from > cursor) parts.push({ type: 'text', value: child.value.slice(cursor, from) });
      parts.push(
        tooltipLink({
          href: term.href,
          className: TOOLTIP_CLASSES.glossaryTerm,
          id: nextId(),
          children: [{ type: 'text', value: child.value.slice(from, to) }],
          tip: [span('tip-title', term.term), span('tip-line', term.definition)],
        }),
      );
      cursor = to;
    }
    if (cursor < child.value.length) parts.push({ type: 'text', value: child.value.slice(cursor) });
    parent.children.splice(index, 1, ...parts);
    index += parts.length - 1;
  }
}

/** The rehype plugin. */
export function rehypeGlossaryTerms(options: GlossaryTermsOptions = {}) {
  const contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? 'content';
  let find: ((text: string) => TermMatch[]) | undefined;
  return (tree: Root, file?: { data?: Record<string, unknown> }) => {
    const raw = file?.data?.rawDocumentData as
      { sourceFilePath?: string; flattenedPath?: string } | undefined;
    if (raw?.sourceFilePath === GLOSSARY_SOURCE) return;
    find ??= termMatcher(options.terms ?? loadGlossaryTerms(contentDir));
    const prefix = idPrefix('gt', raw?.flattenedPath);
    let count = 0;
    markChildren(tree, find, new Set(), () => `${prefix}${++count}`);
  };
}
