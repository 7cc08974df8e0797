/**
 * The only door to the generated documents: routes and components ask here for pages,
 * section navigation, neighbours and printable bundles. Nothing else imports
 * `contentlayer/generated`, so replacing Contentlayer would change this module only.
 *
 * The documents are read from Contentlayer's JSON at run time rather than imported: bundled,
 * the whole corpus (30 MB for 1,000 pages) went through webpack's compile and every render
 * worker's start-up. Only server code reaches this module.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Doc } from 'contentlayer/generated';
import { waitForContent } from './content-ready';
import { bodiesOnDemand } from './document-bodies';
import { devDocumentsTime, readDevDocuments } from './dev/dev-documents';
import { devStatus, type DevStatus } from './dev/dev-status';
import { GENERATED_DOCS, GENERATED_DOCS_PATH } from '../contracts/generated-docs';
import { checkContract } from '../contracts/read';
import type { Anchor } from './anchors';
import { pickFrontmatter, type Frontmatter } from './frontmatter';
import { buildSectionNav, flattenNav, neighbours, type NavGroup, type NavLink } from './navigation';
import { sortPosts } from './feed';
import { FOOTER_LINKS, isPrintableSection, SECTIONS } from '../site';

/**
 * A page as routes and components see it: the validated frontmatter (its type inferred from
 * the zod schema) plus the computed fields. `contributors` is the merged list of handles
 * (frontmatter first, then git authors) and `thirdParty` is always set.
 */
export interface Page extends Omit<Frontmatter, 'contributors' | 'thirdParty'>, ComputedFields {
  thirdParty: boolean;
}

/** What Contentlayer computes for every page (contentlayer.config.ts). */
interface ComputedFields {
  url: string;
  section: string;
  slug: string;
  name: string;
  path: string;
  extension: string;
  size: number;
  date?: string;
  anchors: Anchor[];
  editUrl: string;
  contributors: string[];
  /** ISO time of the newest commit that touched the file; absent when it has none yet. */
  lastUpdated?: string;
  /** Compiled MDX body, evaluated by the server-side renderer only. */
  code: string;
}

function toPage(doc: Doc): Page {
  // Frontmatter fields are validated by zod at build time (the `valid` computed field).
  // `contributors` becomes the merged handles below; `thirdParty` is always a boolean.
  const frontmatter = pickFrontmatter({
    ...doc,
    contributors: undefined,
    thirdParty: (doc as { thirdParty?: unknown }).thirdParty === true,
  }) as Omit<Page, keyof ComputedFields>;
  return {
    ...frontmatter,
    url: doc.url,
    section: doc.section,
    slug: doc.slug,
    name: doc.name,
    path: doc.path,
    extension: doc.extension,
    size: doc.size,
    ...(doc.date ? { date: doc.date } : {}),
    anchors: doc.anchors as Anchor[],
    editUrl: doc.editUrl,
    contributors: [...doc.contributorHandles],
    ...(doc.lastUpdated ? { lastUpdated: doc.lastUpdated } : {}),
    // Read when rendered: in development each body sits in a file of its own.
    get code() {
      return doc.body.code;
    },
  };
}

/** Contentlayer's output: every document, as one JSON array. */
const GENERATED = join(process.cwd(), GENERATED_DOCS_PATH);

interface Corpus {
  pages: Page[];
  byUrl: Map<string, Page>;
  docs: Map<string, Doc>;
  navs: Map<string, NavGroup[]>;
}

const DEVELOPMENT = process.env.NODE_ENV === 'development';

/** When the documents last changed: Contentlayer's file, or in development the dev server's. */
function documentsTime(): number {
  const generated = statSync(GENERATED, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return DEVELOPMENT ? Math.max(generated, devDocumentsTime() ?? 0) : generated;
}

/**
 * Contentlayer's documents, or in development the newer of those and the dev server's (see
 * dev-documents.ts). In development the file may be missing while the content step builds it
 * for the first time (the layout says so), or be rewritten right now by Contentlayer itself
 * (remove, then write): wait a moment rather than fail the page.
 */
function readDocs(): Doc[] {
  const dev = DEVELOPMENT ? devDocumentsTime() : undefined;
  if (dev !== undefined && dev >= (statSync(GENERATED, { throwIfNoEntry: false })?.mtimeMs ?? 0)) {
    return readDevDocuments();
  }
  const deadline = Date.now() + (DEVELOPMENT ? 3000 : 0);
  for (;;) {
    try {
      const docs = checkContract(GENERATED_DOCS, JSON.parse(readFileSync(GENERATED, 'utf8')));
      // In development the documents are small and rewritten as a writer saves.
      return DEVELOPMENT
        ? (docs as unknown as Doc[])
        : bodiesOnDemand(docs as unknown as Doc[], dirname(GENERATED));
    } catch (error) {
      if (DEVELOPMENT && !existsSync(GENERATED) && devStatus()?.state !== 'ready') return [];
      if (Date.now() >= deadline) {
        if (!existsSync(GENERATED)) {
          throw new Error(
            `${GENERATED} is missing: the content step (contentlayer2) has not run yet`,
          );
        }
        throw error;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

function readCorpus(): Corpus {
  waitForContent();
  // Contentlayer lists the documents in the order its file search met them, which changes from
  // build to build: sorted, every list made from them (sitemap, social cards, search index)
  // comes out the same for the same content.
  const docs = readDocs().sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const pages = docs.map(toPage);
  return {
    pages,
    byUrl: new Map(pages.map((page) => [page.url, page])),
    docs: new Map(docs.map((doc) => [doc.url, doc])),
    navs: new Map(),
  };
}

let corpus: Corpus | undefined;
let corpusTime = 0;

/** The documents, read once; in development again whenever the content step rewrites them. */
function current(): Corpus {
  if (corpus && process.env.NODE_ENV === 'production') return corpus;
  const time = documentsTime();
  if (!corpus || time !== corpusTime) {
    corpus = readCorpus();
    corpusTime = time;
  }
  return corpus;
}

/**
 * In development, what the dev server's content step reports: the revision the page is rendered
 * from (the refresh client compares it), and, when the documents are not ready yet or the content
 * has problems, the report the layout shows in place of the page. Undefined otherwise.
 */
export function devContent():
  { revision: number; report?: Pick<DevStatus, 'state' | 'problems'> } | undefined {
  const status = devStatus();
  if (!status) return undefined;
  const clean = status.state === 'ready' && status.problems.length === 0;
  return clean
    ? { revision: status.revision }
    : { revision: status.revision, report: { state: status.state, problems: status.problems } };
}

/** Every page, in the order of their source paths. */
export function allPages(): readonly Page[] {
  return current().pages;
}

/** The page at `url` (with trailing slash), if any. */
export function pageByUrl(url: string): Page | undefined {
  return current().byUrl.get(url);
}

/** The Markdown/MDX source of a page's body (no frontmatter), for the search index. */
export function pageBody(url: string): string | undefined {
  return current().docs.get(url)?.body.raw;
}

/** The sidebar groups of a section. */
export function sectionNav(section: string): NavGroup[] {
  const { navs, pages } = current();
  let nav = navs.get(section);
  if (!nav) navs.set(section, (nav = buildSectionNav(pages, section)));
  return nav;
}

/** The pages of a section in sidebar order. */
export function sectionPages(section: string): Page[] {
  return flattenNav(sectionNav(section)).map((nav) => pageByUrl(nav.url)!);
}

/** Previous and next links of a page within its section. */
export function pageNeighbours(page: Page): { previous?: NavLink; next?: NavLink } {
  return neighbours(sectionNav(page.section), page.url);
}

/** The display title of a section, or of a top-level page's own name. */
export function sectionTitle(section: string): string {
  return (
    SECTIONS.find((info) => info.id === section)?.title ??
    pageByUrl(`/${section}/`)?.title ??
    section
  );
}

/** Every page of a printable section, in sidebar order; undefined for other sections. */
export function printablePages(section: string): Page[] | undefined {
  return isPrintableSection(section) ? sectionPages(section) : undefined;
}

/**
 * The top-level pages (glossary, comparison, awesome-webpack, branding, license): one path
 * segment and no section of their own; in the footer's order, then by title.
 */
export function topLevelPages(): Page[] {
  const footer: readonly string[] = FOOTER_LINKS.map((link) => link.url);
  const rank = (page: Page) => {
    const index = footer.indexOf(page.url);
    return index === -1 ? footer.length : index;
  };
  return current()
    .pages.filter(
      (page) =>
        page.url.split('/').filter(Boolean).length === 1 &&
        !SECTIONS.some((section) => section.id === page.section),
    )
    .sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}

/** A blog post: a page of the blog section whose file name carries its date. */
export type BlogPost = Page & { date: string };

/** The dated pages of the blog section, newest first (same-day posts by url). */
export function blogPosts(): BlogPost[] {
  return sortPosts(
    current().pages.filter(
      (page): page is BlogPost => page.section === 'blog' && Boolean(page.date),
    ),
  );
}
