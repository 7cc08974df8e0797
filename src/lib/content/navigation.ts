/**
 * The navigation model: a section's pages grouped by `group` in a stable order, and the
 * previous/next neighbours in that same order. Pure functions over plain page summaries.
 */
import type { Anchor } from './anchors';
import { comparePosts } from './post-order';
import { PRINTABLE_SLUG } from '../site';

/** What navigation needs to know about a page. */
export interface NavPage {
  url: string;
  title: string;
  section: string;
  slug: string;
  sort?: number;
  group?: string;
  /** ISO date; dated pages (blog posts) come newest first. */
  date?: string;
  anchors: Anchor[];
}

/** A sidebar group: a heading (absent for ungrouped pages) and its pages in order. */
export interface NavGroup {
  title?: string;
  pages: NavPage[];
}

/** A previous or next link. */
export interface NavLink {
  url: string;
  title: string;
}

/** `-` in frontmatter means "no group heading", like no group at all. */
const NO_GROUP = '-';

function groupTitle(page: NavPage): string | undefined {
  return page.group && page.group !== NO_GROUP ? page.group : undefined;
}

/**
 * Order inside a group: the section's own page first, dated pages (blog posts) in the blog's
 * one order (comparePosts, as on the blog index), then sort, then title.
 */
export function comparePages(a: NavPage, b: NavPage): number {
  const aIndex = a.slug === 'index' ? 0 : 1;
  const bIndex = b.slug === 'index' ? 0 : 1;
  if (aIndex !== bIndex) return aIndex - bIndex;
  if (a.date || b.date) return comparePosts(a, b);
  const bySort = (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER);
  if (bySort !== 0) return bySort;
  return a.title.localeCompare(b.title, 'en') || a.url.localeCompare(b.url);
}

/** Whether a page may appear in navigation at all. */
export function isNavigable(page: NavPage): boolean {
  return page.slug !== PRINTABLE_SLUG;
}

/**
 * Groups the navigable pages of one section. Ungrouped pages come first; groups follow in
 * the order of their first page (by sort, then title), so the order never depends on input order.
 */
export function buildSectionNav(pages: readonly NavPage[], section: string): NavGroup[] {
  const members = pages
    .filter((page) => page.section === section && isNavigable(page))
    .sort(comparePages);
  const groups = new Map<string | undefined, NavPage[]>();
  for (const page of members) {
    const key = groupTitle(page);
    const list = groups.get(key);
    if (list) list.push(page);
    else groups.set(key, [page]);
  }
  const ungrouped = groups.get(undefined);
  const named = [...groups.entries()].filter(
    (entry): entry is [string, NavPage[]] => entry[0] !== undefined,
  );
  return [
    ...(ungrouped ? [{ pages: ungrouped }] : []),
    ...named.map(([title, list]) => ({ title, pages: list })),
  ];
}

/** The pages of a section in sidebar order, flattened. */
export function flattenNav(groups: readonly NavGroup[]): NavPage[] {
  return groups.flatMap((group) => group.pages);
}

/** The previous and next pages of `url` in its section's sidebar order. */
export function neighbours(
  groups: readonly NavGroup[],
  url: string,
): { previous?: NavLink; next?: NavLink } {
  const flat = flattenNav(groups);
  const index = flat.findIndex((page) => page.url === url);
  if (index < 0) return {};
  const link = (page: NavPage | undefined): NavLink | undefined =>
    page ? { url: page.url, title: page.title } : undefined;
  const previous = link(flat[index - 1]);
  const next = link(flat[index + 1]);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}
