/**
 * The explainer's table of every webpack option, built in Node from data the site already
 * has: the option paths and first releases (src/data/releases/webpack-since.json), the type
 * from the schema, and the reference heading, default and summary written in our docs.
 */
import { optionLink } from '../markdown/config-links/option-link';
import { loadOptionSchemas } from '../markdown/config-links/option-schema';
import { loadReferenceHeadings } from '../markdown/config-links/reference-headings';
import type { SinceData } from '../releases/since';

/** What the explainer shows for one option path (`output.filename`, `module.rules[].test`). */
export interface OptionEntry {
  type?: string;
  default?: string;
  summary?: string;
  href?: string;
  /** The first webpack release with the option. */
  since: string;
}

/** Option path → entry. */
export type OptionTable = Record<string, OptionEntry>;

/** `module.rules[].test` → `['module', 'rules', '[]', 'test']`, the segments matchOption takes. */
export function segmentsOf(path: string): string[] {
  return path.split('.').flatMap((part) => {
    const segments: string[] = [];
    const name = part.replace(/(\[\])+$/, (brackets) => {
      for (let i = 0; i < brackets.length / 2; i += 1) segments.push('[]');
      return '';
    });
    return [name, ...segments];
  });
}

/** Builds the table for a content folder. */
export function buildOptionTable(since: SinceData, contentDir: string): OptionTable {
  const schemas = loadOptionSchemas();
  const headings = loadReferenceHeadings(contentDir);
  const table: OptionTable = {};
  for (const [path, version] of Object.entries(since.since)) {
    const link = optionLink(schemas, headings, segmentsOf(path));
    const own = link && !link.documentedUnder ? link : undefined;
    const summary = own
      ? [...headings.values()].flat().find((heading) => heading.href === own.href)?.summary
      : undefined;
    table[path] = {
      since: version,
      ...(link?.type ? { type: link.type } : {}),
      ...(own?.default ? { default: own.default } : {}),
      ...(summary ? { summary } : {}),
      ...(link?.href ? { href: link.href } : {}),
    };
  }
  return table;
}
