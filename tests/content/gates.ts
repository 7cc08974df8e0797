/**
 * Which content issues are enforced. While an issue's content is being written, its depth
 * and coverage figures are printed but do not fail `npm test`; flip its flag to `true` when
 * the content lands. The example and link checks always run on all content, gate or not.
 */
export const ENFORCED = {
  /** Concepts and configuration: depth and configuration schema coverage. */
  issue7: true,
  /** Guides, API, migrate, contribute: depth and API hook coverage. */
  issue8: true,
  /** Loaders and plugins: depth and built-in plugin coverage. */
  issue9: true,
} as const;

/** The title suffix that says whether a gated test can fail. */
export function gateLabel(enforced: boolean): string {
  return enforced ? 'enforced' : 'report only, gate off in tests/content/gates.ts';
}
