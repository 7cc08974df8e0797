/**
 * When a new service worker takes control, the page reloads once: never on the first install
 * (nothing was stale), never twice in a row (no reload loop), never while the user is typing.
 * An open tab looks for a new worker when it is shown again and every hour.
 */

/** How long after a reload for a new service worker another one is refused, in ms. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * How often an open tab asks for a newer service worker: browsers only check on full page
 * loads, and a reader may stay on one tab, navigating on the client, for a whole day.
 */
export const UPDATE_CHECK_EVERY_MS = 60 * 60_000;
/** The least time between two checks when the tab is shown again, in ms. */
export const UPDATE_CHECK_GAP_MS = 60_000;

/**
 * Whether a url is one of the build's own scripts or styles (`/_next/static/…`): once a newer
 * worker controls the page, such a file failing to load left with the old build.
 */
export function isBuildAsset(url: string | null | undefined, origin: string): boolean {
  if (!url) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/_next/static/');
  } catch {
    return false;
  }
}

/** Whether to check for a newer worker now, given the last check (null: none yet). */
export function shouldCheckForUpdate(lastCheckAt: number | null, now: number): boolean {
  return lastCheckAt === null || now - lastCheckAt >= UPDATE_CHECK_GAP_MS;
}

/** What the page knows when `controllerchange` fires. */
export interface ControllerChange {
  /** Whether a service worker controlled the page when it loaded. */
  hadController: boolean;
  /** Whether this page already handled a controller change. */
  handled: boolean;
  /** Time of this tab's last reload for a new worker (sessionStorage), if any. */
  lastReloadAt: number | null;
  now: number;
  /** Whether the user is typing in a field right now. */
  typing: boolean;
}

/** `reload` now, `defer` until the user stops typing (next navigation or hidden tab), or `skip`. */
export type ReloadDecision = 'reload' | 'defer' | 'skip';

/** Decides what a `controllerchange` leads to. */
export function decideReload(change: ControllerChange): ReloadDecision {
  if (!change.hadController || change.handled) return 'skip';
  if (change.lastReloadAt !== null && change.now - change.lastReloadAt < RELOAD_GUARD_MS) {
    return 'skip';
  }
  return change.typing ? 'defer' : 'reload';
}

/** Whether an element is a place where the user types (so a reload would lose their input). */
export function isTypingTarget(element: Element | null): boolean {
  if (!element) return false;
  if ((element as HTMLElement).isContentEditable) return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
    type,
  );
}
