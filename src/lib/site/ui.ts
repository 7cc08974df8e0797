/** Constants of the site chrome's interactive parts: banner, copy, theme, tooltip, swipe, menu. */

/** Version of the notification banner; a stored dismissal marker equal to it hides it. */
export const NOTIFICATION_VERSION = 3;

/** Local storage key of the notification dismissal marker. */
export const NOTIFICATION_STORAGE_KEY = 'notification-dismissed';

/** Attribute of the polite live region that tells screen readers a code copy worked. */
export const COPY_STATUS_ATTRIBUTE = 'data-copy-status';

/** Local storage key of the theme preference (`light` or `dark`). */
export const THEME_STORAGE_KEY = 'theme';

/** Themes offered; the first is the default. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Tooltip behaviour. */
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

/** webpack runtime timeout for loading a chunk, in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Mobile sidebar swipe thresholds. */
export const SWIPE = {
  /** Horizontal distance, in px, that toggles the sidebar. */
  togglePx: 20,
  /** An opening drag moves the panel with the finger for at most this distance, in px. */
  openerMaxPx: 295,
  /** A drag only counts while |dy| / |dx| stays under this ratio. */
  maxVerticalRatio: 0.8,
  /**
   * An opening drag must start this close to the left edge of the screen, in px (the strip
   * the original site's opener covered): anywhere else a horizontal drag belongs to the page.
   */
  edgePx: 24,
} as const;

/** Id of the phone header's menu sheet, which its Menu button shows and hides. */
export const HEADER_MENU_ID = 'site-menu';
