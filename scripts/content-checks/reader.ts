/**
 * Reads content pages the way the site does (gray-matter frontmatter, remark + MDX + GFM body)
 * and extracts what the content checks need: code blocks, internal links, heading anchors and
 * prose word counts, each with its line in the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import matter from 'gray-matter';
import yaml from 'yaml';
import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { anchorsOf, headingIds } from '../../src/lib/content/anchors';
import { parseMdxCached } from '../../src/lib/content/parse-cache';
import { locate } from '../../src/lib/content/paths';
import { proseWords } from './words';

/** A fenced code block of a page. */
export interface CodeBlock {
  /** The fence's language, lowercased (`''` when none). */
  lang: string;
  /** The `title="…"` of the fence meta, if any. */
  title?: string;
  /** The whole fence meta (`title="…" {1-3} syntaxes`), if any. */
  meta?: string;
  /** 1-based line of the opening fence in the file. */
  line: number;
  code: string;
}

/** A link to somewhere, as written in the page. */
export interface Link {
  url: string;
  line: number;
  /** 1-based column where the link starts, when known. */
  column?: number;
  /** Where it was written: Markdown link/definition/image, JSX attribute or frontmatter. */
  kind: 'markdown' | 'image' | 'jsx' | 'related';
}

/** A paragraph directly under a heading, e.g. `Type: `SyncHook`` on an API page. */
export interface SectionParagraph {
  line: number;
  /** Its plain text, Markdown removed (`Type: SyncHook`). */
  text: string;
  /** The text before its first inline code (`Type: `), whole text when it has none. */
  lead: string;
  /** The values of its inline code spans, in order (`['SyncHook']`). */
  codes: string[];
}

/** What follows a heading, for option entries: type line, default line, example. */
export interface HeadingSection {
  /** The heading id (same ids as the site's anchors). */
  id: string;
  /** The heading's plain text. */
  title: string;
  level: number;
  line: number;
  /** A paragraph under the heading (before any subheading) starts with inline code. */
  hasType: boolean;
  /** A paragraph under the heading (before any subheading) starts with `Default`. */
  hasDefault: boolean;
  /** A code block anywhere in the section, subsections included. */
  hasExample: boolean;
  /** The paragraphs from the heading to the next heading of any level. */
  paragraphs: SectionParagraph[];
}

/** A content page with everything the checks read. */
export interface ContentPage {
  /** Path for reports, e.g. `content/guides/caching.mdx`. */
  file: string;
  /** Path relative to the content folder, e.g. `guides/caching.mdx`. */
  contentPath: string;
  url: string;
  section: string;
  slug: string;
  frontmatter: Record<string, unknown>;
  codeBlocks: CodeBlock[];
  links: Link[];
  /** Heading ids of the page's h2/h3, equal to the rendered ids. */
  anchors: string[];
  words: number;
  /** Every heading with a summary of its section. */
  sections: HeadingSection[];
  /** Set when the file cannot be read as a page (bad name, YAML or MDX syntax error). */
  error?: { line: number; column?: number; reason: string };
}

/** A page and its Markdown tree (lines as in the file), for callers that go on to compile it. */
export interface ReadPage {
  page: ContentPage;
  /** Absent when the file could not be parsed. */
  tree?: Root;
}

/**
 * Frontmatter as Contentlayer reads it: gray-matter with the `yaml` package, which keeps
 * dates as strings and reports errors with their line (the frontmatter text starts on line 2).
 */
const MATTER_OPTIONS = { engines: { yaml: (text: string) => (yaml.parse(text) ?? {}) as object } };

/** A YAML error's place in the file and its reason without the parser's own excerpt. */
function yamlProblem(error: unknown): { line: number; column?: number; reason: string } {
  const { linePos, message } = error as {
    linePos?: { line: number; col: number }[];
    message: string;
  };
  const reason = message.split(/ at line \d+, column \d+/)[0]!.split('\n')[0]!;
  const at = linePos?.[0];
  return at
    ? { line: at.line, column: at.col, reason: `frontmatter is not valid YAML: ${reason}` }
    : { line: 1, reason: `frontmatter is not valid YAML: ${reason}` };
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/;

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

/** Reads one page from its source text. `file` names it in reports. */
export function parsePage(file: string, contentPath: string, raw: string): ContentPage {
  return readPageSource(file, contentPath, raw).page;
}

/**
 * Reads one page and keeps its Markdown tree. `file` names it in reports. Without `figures`,
 * the prose word count and heading sections (the depth and coverage figures) are left empty.
 */
export function readPageSource(
  file: string,
  contentPath: string,
  raw: string,
  { figures = true }: { figures?: boolean } = {},
): ReadPage {
  let location: ReturnType<typeof locate> | undefined;
  const page: ContentPage = {
    file,
    contentPath,
    url: '',
    section: '',
    slug: '',
    frontmatter: {},
    codeBlocks: [],
    links: [],
    anchors: [],
    words: 0,
    sections: [],
  };
  try {
    location = locate(contentPath);
    Object.assign(page, { url: location.url, section: location.section, slug: location.slug });
  } catch (error) {
    page.error = { line: 1, reason: (error as Error).message };
    return { page };
  }
  const body = readFrontmatter(page, raw);
  if (body === undefined) return { page };
  page.links.push(...relatedLinks(page.frontmatter, raw));
  const tree = parseBody(page, body);
  if (!tree) return { page };
  collectBlocksAndLinks(page, tree);
  page.anchors = anchorsOf(tree).map((anchor) => anchor.id);
  if (figures) {
    page.words = proseWords(tree);
    page.sections = headingSections(tree);
  }
  return { page, tree };
}

/**
 * Reads the frontmatter into `page` and returns the body, with the frontmatter blanked out
 * so that every position is a line of the file; undefined (and `page.error`) on bad YAML.
 */
function readFrontmatter(page: ContentPage, raw: string): string | undefined {
  let body: string;
  try {
    // A fresh options object each time: gray-matter caches by input when given none, and
    // callers may mutate `data`.
    const parsed = matter(raw, { ...MATTER_OPTIONS });
    page.frontmatter = { ...parsed.data };
    body = parsed.content;
  } catch (error) {
    page.error = yamlProblem(error);
    return undefined;
  }
  return raw.endsWith(body) ? '\n'.repeat(lineCount(raw, body)) + body : body;
}

/** The body's Markdown tree; undefined (and `page.error`, located) when the MDX does not parse. */
function parseBody(page: ContentPage, body: string): Root | undefined {
  try {
    return parseMdxCached(body);
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message: string };
    page.error = {
      line: place.line ?? 1,
      ...(place.column ? { column: place.column } : {}),
      reason: `MDX does not parse: ${place.reason ?? place.message}`,
    };
    return undefined;
  }
}

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;
const placeOf = (node: { position?: { start: { line: number; column: number } } }) => ({
  line: node.position?.start.line ?? 1,
  ...(node.position ? { column: node.position.start.column } : {}),
});

/** Adds the tree's code blocks and links (Markdown, images, JSX href/src) to `page`. */
function collectBlocksAndLinks(page: ContentPage, tree: Root) {
  visit(tree, (node) => {
    switch (node.type) {
      case 'code': {
        const meta = node.meta ?? '';
        const title = TITLE.exec(meta);
        page.codeBlocks.push({
          lang: (node.lang ?? '').toLowerCase(),
          ...(title ? { title: title[1] ?? title[2] } : {}),
          ...(meta ? { meta } : {}),
          line: lineOf(node),
          code: node.value,
        });
        break;
      }
      case 'link':
      case 'definition':
        page.links.push({ url: node.url, ...placeOf(node), kind: 'markdown' });
        break;
      case 'image':
        page.links.push({ url: node.url, ...placeOf(node), kind: 'image' });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes as JsxAttribute[]) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            (attribute.name === 'href' || attribute.name === 'src') &&
            typeof attribute.value === 'string'
          ) {
            page.links.push({ url: attribute.value, ...placeOf(node), kind: 'jsx' });
          }
        }
        break;
    }
  });
}

/** How many lines the frontmatter (everything before `body`) takes. */
function lineCount(raw: string, body: string): number {
  return raw.slice(0, raw.length - body.length).split('\n').length - 1;
}

/** Summarises the section under each top-level heading of a body. */
function headingSections(tree: Root): HeadingSection[] {
  // Ids over every heading in order, nested ones too, exactly as the anchors count them.
  const ids = headingIds(tree);
  const nodes = tree.children;
  const sections: HeadingSection[] = [];
  nodes.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const heading = node as Heading;
    const id = ids.get(heading) ?? '';
    const own: RootContent[] = [];
    const all: RootContent[] = [];
    let inOwn = true;
    for (const next of nodes.slice(index + 1)) {
      if (next.type === 'heading') {
        if (next.depth <= heading.depth) break;
        inOwn = false;
      }
      if (inOwn) own.push(next);
      all.push(next);
    }
    const paragraphs = own.filter((child): child is Paragraph => child.type === 'paragraph');
    let hasExample = false;
    for (const child of all) visit(child, 'code', () => void (hasExample = true));
    sections.push({
      id,
      title: toString(heading).trim(),
      level: heading.depth,
      line: heading.position?.start.line ?? 1,
      hasType: paragraphs.some((paragraph) => paragraph.children[0]?.type === 'inlineCode'),
      hasDefault: paragraphs.some((paragraph) => /^\s*default\b/i.test(toString(paragraph))),
      hasExample,
      paragraphs: paragraphs.map(sectionParagraph),
    });
  });
  return sections;
}

function sectionParagraph(paragraph: Paragraph): SectionParagraph {
  const first = paragraph.children.findIndex((child) => child.type === 'inlineCode');
  return {
    line: paragraph.position?.start.line ?? 1,
    text: toString(paragraph),
    lead: toString({
      type: 'paragraph',
      children: first < 0 ? paragraph.children : paragraph.children.slice(0, first),
    }),
    codes: paragraph.children.flatMap((child) =>
      child.type === 'inlineCode' ? [child.value] : [],
    ),
  };
}

/** The `related` urls of the frontmatter, located on the line that names them. */
function relatedLinks(frontmatter: Record<string, unknown>, raw: string): Link[] {
  const related = frontmatter.related;
  if (!Array.isArray(related)) return [];
  const lines = raw.split('\n');
  const links: Link[] = [];
  for (const entry of related) {
    const url = (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string') continue;
    const index = lines.findIndex((line) => /^\s*-?\s*url:/.test(line) && line.includes(url));
    const column = index === -1 ? undefined : lines[index]!.indexOf(url) + 1;
    links.push({ url, line: index + 1 || 1, ...(column ? { column } : {}), kind: 'related' });
  }
  return links;
}

/** Every `.md`/`.mdx` file under `dir`, as paths relative to it with `/` separators, sorted. */
export function listContentFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Reads every page of a content folder. `label` prefixes file names in reports (default
 * `content`, so reports read `content/guides/caching.mdx:12: …` whatever the folder's path).
 */
export function readContent(dir: string, label = 'content'): ContentPage[] {
  return listContentFiles(dir).map((contentPath) =>
    parsePage(`${label}/${contentPath}`, contentPath, readFileSync(join(dir, contentPath), 'utf8')),
  );
}
