/**
 * The sidebar's anchors of a section in a compact form, `[id, title, level]` per heading,
 * keyed by page url: what `/anchors/{section}.json` serves and the sidebar expands from.
 */
import type { Anchor } from './anchors';
import type { NavGroup } from './navigation';

/** One heading, compact: id, title, level. */
export type CompactAnchor = [id: string, title: string, level: 2 | 3];

/** A section's anchors by page url. */
export type SectionAnchors = Record<string, CompactAnchor[]>;

/** Every page of the section's navigation that has anchors, in sidebar order. */
export function sectionAnchors(groups: readonly NavGroup[]): SectionAnchors {
  const result: SectionAnchors = {};
  for (const page of groups.flatMap((group) => group.pages)) {
    if (page.anchors.length > 0) {
      result[page.url] = page.anchors.map((anchor) => [anchor.id, anchor.title, anchor.level]);
    }
  }
  return result;
}

/** The anchors of one page back in their full form (empty when the page has none). */
export function expandAnchors(anchors: SectionAnchors, url: string): Anchor[] {
  return (anchors[url] ?? []).map(([id, title, level]) => ({ id, title, level }));
}
