/** The documentation sections, their printable pages and which paths count as documentation. */

/** A documentation section: the first path segment of its pages. */
export interface SectionInfo {
  /** Path segment, e.g. `configuration`. */
  id: string;
  /** Human title shown in navigation. */
  title: string;
  /** Whether the Documentation top link is active for it and it has a printable page. */
  documentation: boolean;
}

/** Sections in navigation order. Top-level pages (glossary, license…) are not sections. */
export const SECTIONS: readonly SectionInfo[] = [
  { id: 'concepts', title: 'Concepts', documentation: true },
  { id: 'configuration', title: 'Configuration', documentation: true },
  { id: 'guides', title: 'Guides', documentation: true },
  { id: 'loaders', title: 'Loaders', documentation: true },
  { id: 'plugins', title: 'Plugins', documentation: true },
  { id: 'migrate', title: 'Migrate', documentation: true },
  { id: 'api', title: 'API', documentation: true },
  { id: 'contribute', title: 'Contribute', documentation: false },
  { id: 'blog', title: 'Blog', documentation: false },
];

/** The 8 sections that have a combined printable page at `/{section}/printable/`. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;
export type PrintableSection = (typeof PRINTABLE_SECTIONS)[number];

/** The slug reserved for printable pages; such pages never appear in navigation. */
export const PRINTABLE_SLUG = 'printable';

/**
 * The combined printable page of the top-level pages (glossary, comparison, branding…), at
 * the site root as on webpack.js.org; not one of the printable sections.
 */
export const TOP_LEVEL_PRINTABLE = { url: `/${PRINTABLE_SLUG}/`, title: 'Other pages' } as const;

/** The url of a section's printable page. */
export function printableUrl(section: string): string {
  return `/${section}/${PRINTABLE_SLUG}/`;
}

/**
 * Url of a section's sidebar anchors: every page's h2/h3 headings, fetched when the reader
 * expands a page other than the current one, so a page does not carry its whole section's.
 */
export function sidebarAnchorsUrl(section: string): string {
  return `/anchors/${section}.json`;
}

/** Whether a section has a printable page. */
export function isPrintableSection(section: string): section is PrintableSection {
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section);
}

/** Sections listed in the Documentation dropdown and the sub-navigation. */
export function documentationSections(): readonly SectionInfo[] {
  return SECTIONS.filter((section) => section.documentation);
}

/** Whether the Documentation top link is active for a path (api, concepts, configuration…). */
export function isDocumentationPath(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return documentationSections().some((section) => section.id === first);
}
