/**
 * When a new service worker takes control, the page reloads once: never on the first install
 * (nothing was stale), never twice in a row (no reload loop), never while the user is typing.
 */

/** How long after a reload for a new service worker another one is refused, in ms. */
export const RELOAD_GUARD_MS = 60_000;

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
