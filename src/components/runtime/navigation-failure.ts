/**
 * A client navigation that cannot reach its page. When the router cannot fetch a page's data
 * it falls back to loading the page as a document; when that fails too, the browser would
 * show its own error page ("This site can't be reached") instead of the site. Where the
 * Navigation API exists, that fallback is caught before it leaves the document: the page is
 * probed first, and only a page that answers is loaded; otherwise the content area shows the
 * error state. A service worker that controls the page answers such navigations itself.
 */
import { navigationApi, type NavigateEventLike } from './navigation-api';

/**
 * Whether `event` is the router's fallback to a document load: a same-origin push or replace
 * to another document (not the router's own pushState), started by script (never by the
 * reader's own click, a form or a download), while no service worker controls the page.
 */
export function isFallbackNavigation(
  event: Pick<
    NavigateEventLike,
    | 'navigationType'
    | 'destination'
    | 'canIntercept'
    | 'userInitiated'
    | 'hashChange'
    | 'downloadRequest'
    | 'formData'
  >,
  origin: string,
  controlled: boolean,
): boolean {
  if (controlled || !event.canIntercept || event.userInitiated || event.hashChange) return false;
  if (event.destination.sameDocument) return false;
  if (event.downloadRequest !== null || event.formData) return false;
  if (event.navigationType !== 'push' && event.navigationType !== 'replace') return false;
  return new URL(event.destination.url).origin === origin;
}

/** Whether `url` answers at all (any HTTP status); false when the network fails. */
export async function reachable(url: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/** Loads the document at the current URL, or reports it unreachable; for a Retry. */
export async function loadIfReachable(url: string, onUnreachable: () => void): Promise<void> {
  if (await reachable(url)) window.location.reload();
  else onUnreachable();
}

/**
 * Catches the router's fallback navigations: the URL changes at once, the page is probed, and
 * `onUnreachable(url)` is called when it does not answer (a page that answers is loaded as
 * the fallback meant). Returns a function that stops watching.
 */
export function watchFallbackNavigations(onUnreachable: (url: string) => void): () => void {
  const navigation = navigationApi();
  if (!navigation) return () => {};
  const onNavigate = (event: Event) => {
    const navigate = event as NavigateEventLike;
    const controlled = Boolean(navigator.serviceWorker?.controller);
    if (!isFallbackNavigation(navigate, window.location.origin, controlled)) return;
    const url = navigate.destination.url;
    navigate.intercept({ handler: () => loadIfReachable(url, () => onUnreachable(url)) });
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
