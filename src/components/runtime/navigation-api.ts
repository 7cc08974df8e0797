/**
 * The few parts of the browser's Navigation API (Chromium; Firefox and Safari since 2025) the
 * runtime uses. TypeScript's DOM library does not describe it yet; every use checks for it.
 */

/** One entry of the session history; `key` names its slot and survives reloads. */
export interface HistoryEntryLike {
  key: string;
}

/** A navigation about to happen, as the `navigate` event describes it. */
export interface NavigateEventLike extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  /** `sameDocument` is true for pushState, replaceState and fragment navigations. */
  destination: { url: string; sameDocument: boolean };
  canIntercept: boolean;
  userInitiated: boolean;
  hashChange: boolean;
  downloadRequest: string | null;
  formData: FormData | null;
  intercept(options?: { handler?: () => Promise<void> }): void;
}

/** The `currententrychange` event: `from` is the entry just left. */
export interface EntryChangeEventLike extends Event {
  from: HistoryEntryLike;
  navigationType: 'push' | 'replace' | 'reload' | 'traverse' | null;
}

/** The `window.navigation` object. */
export interface NavigationLike extends EventTarget {
  currentEntry: HistoryEntryLike | null;
}

/** `window.navigation`, where the browser has it. */
export function navigationApi(): NavigationLike | undefined {
  return (window as unknown as { navigation?: NavigationLike }).navigation;
}
