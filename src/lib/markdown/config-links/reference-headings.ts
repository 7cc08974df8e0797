/**
 * The configuration reference as a lookup table: each h2/h3 heading of the configuration
 * pages (`output.filename`, `Rule.test`) with its url and anchor id (from `extractAnchors`,
 * so they match the rendered ids) and the type and default written under it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { anchorsOf } from '../../content/anchors';
import { parseMdxCached } from '../../content/parse-cache';
import { locate } from '../../content/paths';
import { CONFIG_REFERENCE_SECTION, TOOLTIP_TEXT_MAX } from '../../site/reference-links';

/** A heading of the reference: where it is and what it says about its option. */
export interface ReferenceHeading {
  title: string;
  href: string;
  /** The page url, without the anchor. */
  page: string;
  type?: string;
  default?: string;
  /** The first sentence written about the option (the config explainer's one-line summary). */
  summary?: string;
}

/** Heading title → the headings with that title (usually one), in page order. */
export type ReferenceHeadings = Map<string, ReferenceHeading[]>;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TOOLTIP_TEXT_MAX ? `${flat.slice(0, TOOLTIP_TEXT_MAX - 1)}…` : flat;
}

/** The type (a paragraph opening with inline code) and the `Default:` sentence of a section. */
type Details = Pick<ReferenceHeading, 'type' | 'default' | 'summary'>;

/** The first sentence of the first paragraph that is neither the type nor the default. */
function summaryOf(paragraphs: RootContent[], typed: boolean): string | undefined {
  for (const [index, paragraph] of paragraphs.entries()) {
    if (typed && index === 0) continue;
    const text = toString(paragraph).replace(/\s+/g, ' ').trim();
    // Skip the default and a release badge (`5.20.0+`).
    if (!text || /^Default:/.test(text) || /^\d+\.\d+\.\d+\+$/.test(text)) continue;
    const sentence = /^(.+?[.!?])(?=\s|$)/.exec(text)?.[1] ?? text;
    return clip(sentence);
  }
  return undefined;
}

/** The type (a paragraph opening with inline code) and the `Default:` sentence of a section. */
function optionDetails(section: RootContent[]): Details {
  const paragraphs = section.filter((node) => node.type === 'paragraph').slice(0, 3);
  const first = paragraphs[0]?.children[0];
  const type =
    section[0]?.type === 'paragraph' && first?.type === 'inlineCode' ? first.value : undefined;
  const summary = summaryOf(
    section.filter((node) => node.type === 'paragraph').slice(0, 5),
    type !== undefined,
  );
  for (const paragraph of paragraphs) {
    const match = /(?:^|\s)Default:\s*(.+?)(?:\.(?=\s)|\.?$)/.exec(toString(paragraph));
    if (match?.[1]) return { type: type && clip(type), default: clip(match[1]), summary };
  }
  return { type: type && clip(type), summary };
}

/** The headings of one reference page, given its url and Markdown source. */
export function pageHeadings(url: string, source: string): ReferenceHeading[] {
  const tree = parseMdxCached(source);
  const details = new Map<string, Details>();
  tree.children.forEach((node, index) => {
    if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) return;
    const title = toString(node).trim();
    const end = tree.children.findIndex((next, i) => i > index && next.type === 'heading');
    const section = tree.children.slice(index + 1, end === -1 ? undefined : end);
    if (!details.has(title)) details.set(title, optionDetails(section));
  });
  return anchorsOf(tree).map(({ title, id }) => ({
    title,
    href: `${url}#${id}`,
    page: url,
    ...details.get(title),
  }));
}

/** Indexes headings by title. */
export function indexHeadings(headings: ReferenceHeading[]): ReferenceHeadings {
  const index: ReferenceHeadings = new Map();
  for (const heading of headings) {
    const list = index.get(heading.title) ?? [];
    list.push(heading);
    index.set(heading.title, list);
  }
  return index;
}

const cache = new Map<string, ReferenceHeadings>();

/** The configuration section's headings under a content folder, read once per process. */
export function loadReferenceHeadings(contentDir: string): ReferenceHeadings {
  let index = cache.get(contentDir);
  if (!index) {
    const folder = join(contentDir, CONFIG_REFERENCE_SECTION);
    let files: string[] = [];
    try {
      files = readdirSync(folder).filter((file) => /\.mdx?$/.test(file));
    } catch {
      // A content folder without a configuration section links no keys.
    }
    index = indexHeadings(
      files.flatMap((file) =>
        pageHeadings(
          locate(`${CONFIG_REFERENCE_SECTION}/${file}`).url,
          readFileSync(join(folder, file), 'utf8'),
        ),
      ),
    );
    cache.set(contentDir, index);
  }
  return index;
}
