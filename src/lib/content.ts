/**
 * The only door to the generated documents: routes and components ask here for pages,
 * section navigation, neighbours and printable bundles. Nothing else imports
 * `contentlayer/generated`, so replacing Contentlayer would change this module only.
 */
import { allDocs } from 'contentlayer/generated';
import type { Anchor } from './anchors';
import type { Frontmatter } from './frontmatter';
import { buildSectionNav, flattenNav, neighbours, type NavGroup, type NavLink } from './navigation';
import { sortPosts } from './feed';
import { isPrintableSection, SECTIONS } from './site';

/** A page as routes and components see it: validated frontmatter plus computed fields. */
export interface Page extends Frontmatter {
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

function toPage(doc: (typeof allDocs)[number]): Page {
  // Frontmatter fields are validated by zod at build time (the `valid` computed field).
  const fm = doc as unknown as Frontmatter;
  return {
    title: fm.title,
    ...(fm.sort !== undefined ? { sort: fm.sort } : {}),
    ...(fm.description ? { description: fm.description } : {}),
    ...(fm.group ? { group: fm.group } : {}),
    ...(fm.related ? { related: fm.related } : {}),
    ...(fm.edit ? { edit: fm.edit } : {}),
    ...(fm.source ? { source: fm.source } : {}),
    ...(fm.repo ? { repo: fm.repo } : {}),
    thirdParty: fm.thirdParty === true,
    ...(fm.verifiedWith ? { verifiedWith: fm.verifiedWith } : {}),
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
    code: doc.body.code,
  };
}

const pages: Page[] = allDocs.map(toPage);
const byUrl = new Map(pages.map((page) => [page.url, page]));
const bodies = new Map(allDocs.map((doc) => [doc.url, doc.body.raw]));

/** Every page, in no particular order. */
export function allPages(): readonly Page[] {
  return pages;
}

/** The page at `url` (with trailing slash), if any. */
export function pageByUrl(url: string): Page | undefined {
  return byUrl.get(url);
}

/** The Markdown/MDX source of a page's body (no frontmatter), for the search index. */
export function pageBody(url: string): string | undefined {
  return bodies.get(url);
}

/** The sidebar groups of a section. */
export function sectionNav(section: string): NavGroup[] {
  return buildSectionNav(pages, section);
}

/** The pages of a section in sidebar order. */
export function sectionPages(section: string): Page[] {
  return flattenNav(sectionNav(section)).map((nav) => byUrl.get(nav.url)!);
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

/** A blog post: a page of the blog section whose file name carries its date. */
export type BlogPost = Page & { date: string };

/** The dated pages of the blog section, newest first (same-day posts by url). */
export function blogPosts(): BlogPost[] {
  return sortPosts(
    pages.filter((page): page is BlogPost => page.section === 'blog' && Boolean(page.date)),
  );
}
