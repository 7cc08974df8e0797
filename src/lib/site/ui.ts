/** Constants of the interactive parts: banner, theme, tooltip, swipe, hero, contributors. */

/** Version of the notification banner; a stored dismissal marker equal to it hides it. */
export const NOTIFICATION_VERSION = 3;

/** Local storage key of the notification dismissal marker. */
export const NOTIFICATION_STORAGE_KEY = 'notification-dismissed';

/** Local storage key of the theme preference (`light` or `dark`). */
export const THEME_STORAGE_KEY = 'theme';

/** Themes offered; the first is the default. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** GitHub avatar of a contributor, at the size the grid shows. */
export function avatarUrl(handle: string): string {
  return `https://github.com/${encodeURIComponent(handle)}.png?size=${AVATAR_SIZE}`;
}

/** Tooltip behaviour. */
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

/** webpack runtime timeout for loading a chunk, in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Mobile sidebar swipe thresholds. */
export const SWIPE = {
  /** Horizontal distance, in px, that toggles the sidebar. */
  togglePx: 20,
  /** An opening drag only counts when it starts left of this x, in px. */
  openerMaxPx: 295,
  /** An opening drag only counts while |dy| / |dx| stays under this ratio. */
  maxVerticalRatio: 0.8,
} as const;

/** Landing hero animation constants. */
export const HERO = {
  rotatorDelayMs: 5000,
  rotatorRepeatMs: 5000,
  rotatorMaxWidth: 110,
  cubeDepth: 120,
  cubeSpinMs: 5000,
} as const;

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
