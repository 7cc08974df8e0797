/** Constants of the contributors grid at the foot of a page. */

/** GitHub avatar of a contributor, at the size the grid shows. */
export function avatarUrl(handle: string): string {
  return `https://github.com/${encodeURIComponent(handle)}.png?size=${AVATAR_SIZE}`;
}

/** Size, in px, of contributor avatars fetched from GitHub. */
export const AVATAR_SIZE = 90;

/** Interval of the contributor grid's visibility check, in milliseconds. */
export const CONTRIBUTOR_CHECK_MS = 300;

/** Handles that never appear in a contributors grid (the specification's list of 9). */
export const EXCLUDED_CONTRIBUTORS = [
  'bartushek',
  'rynclark',
  'henriquea',
  'makuzaverite',
  'MijaelWatts',
  'Kolhar730',
  'grrizzly',
  'maxloh',
  'varunjayaraman',
] as const;
