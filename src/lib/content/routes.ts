/**
 * Which document routes exist: every page url, plus `/{section}/printable/` for the printable
 * sections and `/printable/` for the top-level pages. The catch-all route asks here what a
 * list of segments is.
 */
import {
  allPages,
  pageByUrl,
  printablePages,
  sectionTitle,
  topLevelPages,
  type Page,
} from './index';
import { PRINTABLE_SECTIONS, PRINTABLE_SLUG, TOP_LEVEL_PRINTABLE, printableUrl } from '../site';

/** What a url under the catch-all route shows. */
export type DocRoute =
  { kind: 'page'; page: Page } | { kind: 'printable'; url: string; title: string; pages: Page[] };

/** Resolves url segments (`['configuration', 'output']`) to a route, or undefined for a 404. */
export function resolveRoute(segments: readonly string[]): DocRoute | undefined {
  const decoded = segments.map((segment) => decodeURIComponent(segment));
  if (decoded.length === 1 && decoded[0] === PRINTABLE_SLUG) {
    return { kind: 'printable', ...TOP_LEVEL_PRINTABLE, pages: topLevelPages() };
  }
  if (decoded.length === 2 && decoded[1] === PRINTABLE_SLUG) {
    const section = decoded[0]!;
    const pages = printablePages(section);
    if (pages) {
      return { kind: 'printable', url: printableUrl(section), title: sectionTitle(section), pages };
    }
  }
  const page = pageByUrl(`/${decoded.join('/')}/`);
  return page ? { kind: 'page', page } : undefined;
}

/** Segment lists of every statically generated document and printable route. */
export function routeParams(): { slug: string[] }[] {
  const pages = allPages().map((page) => ({ slug: page.url.split('/').filter(Boolean) }));
  const printables = [
    ...PRINTABLE_SECTIONS.map((section) => ({ slug: [section, PRINTABLE_SLUG] })),
    { slug: [PRINTABLE_SLUG] },
  ];
  return spreadEvenly(pages, printables);
}

/**
 * `rare` spread evenly through `common`. Next hands each render worker one contiguous slice
 * of this list, and a printable page costs as much as its whole section: bunched at the end,
 * they kept one worker busy long after the other had finished.
 */
export function spreadEvenly<T>(common: readonly T[], rare: readonly T[]): T[] {
  const result: T[] = [];
  const step = common.length / (rare.length + 1);
  let next = 0;
  common.forEach((item, index) => {
    while (next < rare.length && index >= Math.round(step * (next + 1))) result.push(rare[next++]!);
    result.push(item);
  });
  return [...result, ...rare.slice(next)];
}
