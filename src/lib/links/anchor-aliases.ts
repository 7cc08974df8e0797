/**
 * Old heading ids kept alive as aliases (src/data/links/anchor-aliases.json, reviewed by hand):
 * each is an empty element (`data-anchor-alias`) with the old id at the start of the heading of the same meaning,
 * or of the page title. A real id in the HTML, so it works without JavaScript; never a heading
 * of its own, so "On this page", the sidebar and search do not list it.
 */
import data from '../../data/links/anchor-aliases.json';
import { ANCHOR_ALIAS_ATTRIBUTE } from '../site/link-stability';

/** Page url → old id → heading id, or null for the page title. */
export type AliasTable = Record<string, Record<string, string | null>>;

const table = (data as { aliases: AliasTable }).aliases;

/** The old ids of a page grouped by the heading they now mean (`null`: the page title). */
export function aliasesByHeading(
  url: string,
  aliases: AliasTable = table,
): Map<string | null, string[]> {
  const byHeading = new Map<string | null, string[]>();
  for (const [old, target] of Object.entries(aliases[url] ?? {})) {
    byHeading.set(target, [...(byHeading.get(target) ?? []), old]);
  }
  return byHeading;
}

/** The attributes of an alias element for an old id (React and hast spell them alike). */
export function aliasAttributes(id: string): { id: string; [ANCHOR_ALIAS_ATTRIBUTE]: '' } {
  return { id, [ANCHOR_ALIAS_ATTRIBUTE]: '' };
}

/** The old ids that now mean a page's title. */
export function titleAliases(url: string, aliases: AliasTable = table): string[] {
  return aliasesByHeading(url, aliases).get(null) ?? [];
}
