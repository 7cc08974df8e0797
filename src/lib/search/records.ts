/**
 * Turns a page into search records: one for the page itself and one per h2/h3 section, with
 * the DocSearch hierarchy (lvl0 section, lvl1 page title, lvl2/lvl3 headings), the url with
 * the heading's anchor, the section's plain text for indexing and a short content snippet.
 * Heading ids are computed exactly as `anchors.ts` (and so rehype-slug) computes them.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
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

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

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
  const tree = parser.parse(page.body) as Root;
  // Ids of every heading, nested ones included, in document order, as anchors.ts does.
  const slugger = new GithubSlugger();
  const ids = new Map<Heading, string>();
  visit(tree, 'heading', (node: Heading) => {
    ids.set(node, slugger.slug(toString(node).trim()));
  });
  const base = { lvl0: page.sectionTitle, lvl1: page.title };
  const records: SearchRecord[] = [];
  let current: Omit<SearchRecord, 'text' | 'content'> = { ...base, url: page.url, type: 'lvl1' };
  let parts: string[] = page.description ? [page.description] : [];
  let h2: string | undefined;

  const flush = () => {
    const text = squash(parts.join(' '));
    records.push({ ...current, text, content: clip(text, SNIPPET_STORE_CHARS) });
  };

  for (const node of tree.children) {
    if (node.type === 'heading') {
      const title = squash(toString(node));
      const id = ids.get(node)!;
      if (node.depth === 2 || node.depth === 3) {
        flush();
        parts = [];
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
  }
  flush();
  return records;
}
