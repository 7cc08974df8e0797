/**
 * Where a configuration key links to, and what its tooltip says: the option's own heading
 * with the type and default written there, or else the nearest documented ancestor with
 * the type from the schema.
 */
import { matchOption, type OptionSchemas } from './option-schema';
import type { ReferenceHeadings } from './reference-headings';

/** A resolved link for one key. */
export interface OptionLink {
  href: string;
  /** The option path as the reference names it (`output.filename`, `Rule.test`). */
  option: string;
  type?: string;
  default?: string;
  /** Set when the option has no heading of its own: the heading the link goes to. */
  documentedUnder?: string;
}

/** Resolves a key path, or undefined when it is not an option or nothing documents it. */
export function optionLink(
  schemas: OptionSchemas,
  headings: ReferenceHeadings,
  path: readonly string[],
): OptionLink | undefined {
  const match = matchOption(schemas, path);
  if (!match) return undefined;
  const [own] = match.candidates;
  for (const candidate of match.candidates) {
    const heading = headings
      .get(candidate.title)
      ?.find((entry) => !candidate.page || entry.page === candidate.page);
    if (!heading) continue;
    if (candidate === own) {
      return {
        href: heading.href,
        option: own.title,
        type: heading.type ?? match.type,
        default: heading.default,
      };
    }
    return {
      href: heading.href,
      option: own!.title.replaceAll('*', '…'),
      type: match.type,
      documentedUnder: heading.title,
    };
  }
  return undefined;
}

/** Caches `optionLink` per key path: the same keys recur in hundreds of examples. */
export function optionLinker(schemas: OptionSchemas, headings: ReferenceHeadings) {
  const cache = new Map<string, OptionLink | undefined>();
  return (path: readonly string[]) => {
    const key = path.join('\u0000');
    if (!cache.has(key)) cache.set(key, optionLink(schemas, headings, path));
    return cache.get(key);
  };
}
