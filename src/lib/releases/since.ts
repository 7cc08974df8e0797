/**
 * The "since" data `npm run releases:update` derives from the published webpack 5 schemas
 * (src/data/releases/webpack-since.json), keyed the way reference headings are: by the id a
 * heading for the option gets (`output.clean` → `outputclean`, `Rule.test` → `ruletest`).
 */
import { slug } from 'github-slugger';
import data from '../../data/releases/webpack-since.json';

/** The shape of the committed data file. */
export interface SinceData {
  releases: { first: string; latest: string; count: number };
  since: Record<string, string>;
  removed: Record<string, string>;
}

/** What a heading's badge says, and the option path it comes from. */
export interface SinceEntry {
  version: string;
  path: string;
}

/** Rule properties are documented as `Rule.test`, not `module.rules[].test`. */
const RULE_PREFIX = 'module.rules[].';

/** Heading texts an option path is documented under: the path without `[]` and `.*` parts. */
export function headingNames(path: string): string[] {
  const plain = (value: string) => value.replace(/\[\]/g, '').replace(/\.\*/g, '');
  const names = [plain(path)];
  if (path.startsWith(RULE_PREFIX)) names.push(`Rule.${plain(path.slice(RULE_PREFIX.length))}`);
  return names;
}

/** Semver order of two `5.x.y` versions (negative when `a` is the earlier). */
export function compareReleases(a: string, b: string): number {
  const [, aMinor = 0, aPatch = 0] = a.split('.').map(Number);
  const [, bMinor = 0, bPatch = 0] = b.split('.').map(Number);
  return aMinor - bMinor || aPatch - bPatch;
}

/**
 * Heading id → earliest release among the option paths documented under that id. Options
 * present in the first release read (5.0.0) are left out: they need no badge.
 */
export function sinceByAnchor(sinceData: SinceData): Map<string, SinceEntry> {
  const byAnchor = new Map<string, SinceEntry>();
  const firstOf = new Map<string, SinceEntry>();
  for (const [path, version] of Object.entries(sinceData.since)) {
    for (const name of headingNames(path)) {
      const id = slug(name);
      const known = firstOf.get(id);
      if (!known || compareReleases(version, known.version) < 0) firstOf.set(id, { version, path });
    }
  }
  for (const [id, entry] of firstOf) {
    if (entry.version !== sinceData.releases.first) byAnchor.set(id, entry);
  }
  return byAnchor;
}

/** The committed data, indexed once. */
export const SINCE_DATA = data as SinceData;
export const SINCE_BY_ANCHOR = sinceByAnchor(SINCE_DATA);

/** The badge text for a release: `5.20.0+`, the form hand-written badges use. */
export function sinceLabel(version: string): string {
  return `${version}+`;
}
