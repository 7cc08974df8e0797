/** Keyboard shortcuts and the skip link. */

/** What a shortcut does. */
export type ShortcutAction = 'previous' | 'next' | 'search' | 'theme' | 'help';

/** A shortcut as listed in the `?` overlay. `keys` are alternatives, shown as keycaps. */
export interface Shortcut {
  action: ShortcutAction;
  keys: readonly (readonly string[])[];
  label: string;
}

/** Every shortcut, in the order the overlay lists them. */
export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'previous', keys: [['[']], label: 'Previous page' },
  { action: 'next', keys: [[']']], label: 'Next page' },
  // Handled by the search launcher itself; listed here so the overlay shows them.
  { action: 'search', keys: [['/'], ['Ctrl', 'K'], ['⌘', 'K']], label: 'Search' },
  { action: 'theme', keys: [['t']], label: 'Switch light/dark theme' },
  { action: 'help', keys: [['?']], label: 'Show keyboard shortcuts' },
];

/** The single keys this site's shortcut listener answers (search has its own listener). */
export const SHORTCUT_KEYS: Readonly<Record<string, ShortcutAction>> = {
  '[': 'previous',
  ']': 'next',
  t: 'theme',
  '?': 'help',
};

/** Title of the shortcuts overlay. */
export const SHORTCUTS_TITLE = 'Keyboard shortcuts';

/** Attribute set on <html> once the shortcut listener is attached (tests wait for it). */
export const SHORTCUTS_READY_ATTRIBUTE = 'data-keyboard-shortcuts';

/** Text of the skip link, the first focusable element of every page. */
export const SKIP_LINK_LABEL = 'Skip to content';
