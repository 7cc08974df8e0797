/**
 * Freshness rules: how a last-update time is shown, how webpack versions compare, and which
 * pages were verified against a release older than the pinned webpack's minor.
 */
import { VERSION } from './frontmatter';
import { FRESHNESS_DATE_FORMAT, MAX_MINORS_BEHIND } from '../site/freshness';

/** Shows an ISO time as a day in the fixed locale and UTC: `21 November 2026` style. */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(
    FRESHNESS_DATE_FORMAT.locale,
    FRESHNESS_DATE_FORMAT.options,
  ).format(date);
}

/** `major.minor.patch` as numbers; undefined when `version` is not one. */
export function parseVersion(version: string): [number, number, number] | undefined {
  if (!VERSION.test(version)) return undefined;
  const [major, minor, patch] = version.split('.').map(Number);
  return [major!, minor!, patch!];
}

/**
 * The exact version a package.json dependency spec pins or starts from: `5.102.1`,
 * `^5.102.1` and `~5.102.1` give `5.102.1`; anything else gives undefined.
 */
export function pinnedVersion(spec: string | undefined): string | undefined {
  const version = spec?.trim().replace(/^[\^~=]/, '');
  return version && parseVersion(version) ? version : undefined;
}

/** Compares two versions: negative when `a` is older, 0 when equal, positive when newer. */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`not a version: ${left ? b : a}`);
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
}

/** Whether `verified` is from an older minor (or major) than `pinned`: 5.98.x is older than 5.102.x. */
export function isOlderMinor(verified: string, pinned: string): boolean {
  const [major, minor] = parseVersion(verified) ?? [];
  const [pinnedMajor, pinnedMinor] = parseVersion(pinned) ?? [];
  if (major === undefined || pinnedMajor === undefined) {
    throw new Error(`not a version: ${major === undefined ? verified : pinned}`);
  }
  return major < pinnedMajor || (major === pinnedMajor && minor! < pinnedMinor!);
}

/** What the freshness check needs to know about a page. */
export interface VerifiedPage {
  /** Content file, e.g. `content/configuration/output.mdx`. */
  path: string;
  verifiedWith?: string;
}

/** Pages verified against an older minor than `pinned`, by path. */
export function staleVerifiedPages<T extends VerifiedPage>(
  pages: readonly T[],
  pinned: string,
): T[] {
  return pages
    .filter((page) => page.verifiedWith !== undefined && isOlderMinor(page.verifiedWith, pinned))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * How many minors `verified` trails `pinned` (0 when on the same minor or newer); a page of an
 * older major counts as infinitely far behind.
 */
export function minorsBehind(verified: string, pinned: string): number {
  const [major, minor] = parseVersion(verified) ?? [];
  const [pinnedMajor, pinnedMinor] = parseVersion(pinned) ?? [];
  if (major === undefined || pinnedMajor === undefined) {
    throw new Error(`not a version: ${major === undefined ? verified : pinned}`);
  }
  if (major !== pinnedMajor) return major < pinnedMajor ? Infinity : 0;
  return Math.max(0, pinnedMinor! - minor!);
}

/** Pages more than `limit` minors behind `pinned`: the freshness check fails on them, by path. */
export function outdatedVerifiedPages<T extends VerifiedPage>(
  pages: readonly T[],
  pinned: string,
  limit = MAX_MINORS_BEHIND,
): T[] {
  return pages
    .filter(
      (page) => page.verifiedWith !== undefined && minorsBehind(page.verifiedWith, pinned) > limit,
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The failure the freshness check prints: the pages to re-verify. */
export function outdatedReport(
  pages: readonly VerifiedPage[],
  pinned: string,
  limit = MAX_MINORS_BEHIND,
): string {
  return [
    `freshness: ${pages.length} page(s) verified more than ${limit} minor(s) behind webpack ${pinned}; re-verify them and update verifiedWith:`,
    ...pages.map((page) => `  ${page.path}: verifiedWith ${page.verifiedWith}`),
  ].join('\n');
}

/** Pages claiming a version newer than the one installed: nobody can have verified them. */
export function unverifiableClaims<T extends VerifiedPage>(
  pages: readonly T[],
  pinned: string,
): T[] {
  return pages.filter(
    (page) => page.verifiedWith !== undefined && compareVersions(page.verifiedWith, pinned) > 0,
  );
}

/** The report the content check prints: one line per stale page. */
export function staleReport(pages: readonly VerifiedPage[], pinned: string): string {
  if (pages.length === 0) return `freshness: every verified page is on webpack ${pinned}'s minor.`;
  return [
    `freshness: ${pages.length} page(s) verified against a webpack minor older than ${pinned}:`,
    ...pages.map((page) => `  ${page.path}: verifiedWith ${page.verifiedWith}`),
  ].join('\n');
}
