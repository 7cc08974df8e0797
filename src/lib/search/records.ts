/**
 * Turns a page into search records: one for the page itself and one per h2/h3 section, with
 * the DocSearch hierarchy (lvl0 section, lvl1 page title, lvl2/lvl3 headings), the url with
 * the heading's anchor, the section's plain text for indexing and a short content snippet.
 * The tree and the heading ids come from `anchors.ts` (the shared parse and heading-id function).
 */
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { headingIds } from '../content/anchors';
import { parseMdxCached } from '../content/parse-cache';
import { visit } from 'unist-util-visit';

/** The kind of a record, in DocSearch's words. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3';

/** One searchable unit: a page or one of its sections. */
export interface SearchRecord {
  url: string;
  type: RecordType;
  /** Section title (Concepts, Configuration…), or the page's own title for top-level pages. */
  lvl0: string;
  /** Page title. */
  lvl1: string;
  /** h2 heading, for h2 and h3 records. */
  lvl2?: string;
  /** h3 heading, for h3 records. */
  lvl3?: string;
  /** Plain text of the record, indexed in full but not stored. */
  text: string;
  /** The start of the text, stored to show as the result's snippet. */
  content: string;
  /**
   * Messages webpack or the browser prints that this section explains (quoted in its text,
   * or the lead of a troubleshooting item): searched as phrases, first-class targets.
   */
  messages?: string[];
}

/** What the record builder needs to know about a page. */
export interface RecordSource {
  url: string;
  title: string;
  sectionTitle: string;
  description?: string;
  /** The page's Markdown/MDX body, without frontmatter. */
  body: string;
}

/** Characters of text stored per record for its snippet. */
export const SNIPPET_STORE_CHARS = 64;

/** Node types whose text is not prose: code listings, ESM and JSX expressions, raw HTML. */
const SKIPPED = new Set(['code', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'yaml', 'definition']);

/** Collapses whitespace. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first `max` characters of a text, cut at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max)).trimEnd()}…`;
}

/** Inline code that reads like a printed error or warning rather than an identifier. */
const MESSAGE_LIKE =
  /\b(?:error|not found|can't|cannot|not defined|not supported|failed|unexpected|may need|not exported|critical dependency|exceeded|deprecated)\b/i;

/** A message quoted in prose: a few words between straight or curly double quotes. */
const QUOTED = /["“]([^"“”\n]{6,160})["”]/g;

/** A heading of a section that explains failures, whose items' leads are messages. */
export const TROUBLESHOOTING_HEADING =
  /troubleshoot|common (?:errors|pitfalls|problems)|error messages/i;

/** A message without a final full stop or colon and without the quotes around it. */
function unquote(text: string): string {
  const message = squash(text).replace(/[.:]+$/, '');
  const pairs: Record<string, string> = { '"': '"', '“': '”', "'": "'", '`': '`' };
  const close = pairs[message[0] ?? ''];
  return close && message.length > 1 && message.endsWith(close)
    ? message.slice(1, -1).trim()
    : message;
}

/**
 * Messages a block quotes: inline code that reads like an error (anywhere), and in a
 * troubleshooting section the bold lead of each list item.
 */
export function blockMessages(node: RootContent, troubleshooting: boolean): string[] {
  const found: string[] = [];
  if (SKIPPED.has(node.type)) return found;
  visit(node, (child) => {
    if (child.type === 'inlineCode' && MESSAGE_LIKE.test(child.value) && /\s/.test(child.value)) {
      found.push(unquote(child.value));
    }
    if (child.type === 'text') {
      for (const [, quoted] of child.value.matchAll(QUOTED)) {
        if (MESSAGE_LIKE.test(quoted!) && /\s/.test(quoted!)) found.push(unquote(quoted!));
      }
    }
    if (troubleshooting && child.type === 'listItem') {
      const first = child.children[0];
      const lead = first?.type === 'paragraph' ? first.children[0] : undefined;
      if (lead?.type === 'strong') found.push(unquote(toString(lead)));
    }
  });
  return [...new Set(found)].filter((message) => message.length > 0);
}

/** Plain text of a block, leaving out code listings and expressions. */
function blockText(node: RootContent): string {
  if (SKIPPED.has(node.type)) return '';
  if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading') {
    return (node.children as RootContent[]).map(blockText).join(' ');
  }
  return toString(node, { includeImageAlt: false });
}

/** Splits a page into its page record and one record per h2/h3 section. */
export function pageRecords(page: RecordSource): SearchRecord[] {
  const tree = parseMdxCached(page.body);
  const ids = headingIds(tree);
  const base = { lvl0: page.sectionTitle, lvl1: page.title };
  const records: SearchRecord[] = [];
  let current: Omit<SearchRecord, 'text' | 'content'> = { ...base, url: page.url, type: 'lvl1' };
  let parts: string[] = page.description ? [page.description] : [];
  let messages: string[] = [];
  let h2: string | undefined;
  let troubleshooting = false;

  const flush = () => {
    const text = squash(parts.join(' '));
    const unique = [...new Set(messages)];
    records.push({
      ...current,
      text,
      content: clip(text, SNIPPET_STORE_CHARS),
      ...(unique.length > 0 ? { messages: unique } : {}),
    });
  };

  for (const node of tree.children) {
    if (node.type === 'heading') {
      const title = squash(toString(node));
      const id = ids.get(node)!;
      if (node.depth === 2 || node.depth === 3) {
        flush();
        parts = [];
        messages = [];
        if (node.depth === 2) troubleshooting = TROUBLESHOOTING_HEADING.test(title);
        else if (TROUBLESHOOTING_HEADING.test(title)) troubleshooting = true;
        const url = `${page.url}#${id}`;
        if (node.depth === 2) {
          h2 = title;
          current = { ...base, url, type: 'lvl2', lvl2: title };
        } else {
          current = h2
            ? { ...base, url, type: 'lvl3', lvl2: h2, lvl3: title }
            : { ...base, url, type: 'lvl2', lvl2: title };
        }
        continue;
      }
      parts.push(title);
      continue;
    }
    parts.push(blockText(node));
    messages.push(...blockMessages(node, troubleshooting));
  }
  flush();
  return records;
}
