'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationApi, type EntryChangeEventLike } from './navigation-api';
import { entryKey, keyOfEntry, scrollMemory } from './scroll-memory';
import { scrollToHash, scrollToY } from './scroll-to-hash';

function navigationType(): string {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/**
 * Scrolling on load and navigation:
 * - a new page (a load, a reload, a client navigation) scrolls to the hash target, waiting
 *   for it to appear, or to the top when there is no hash;
 * - Back and Forward return to exactly where the reader was on that history entry, across
 *   client navigations, hash links and full loads alike. The browser's own restoration cannot
 *   do it for client navigations: it restores while the previous page is still on screen.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);
  /** The position to restore once the route a Back/Forward went to has rendered. */
  const traversal = useRef<{ y: number | undefined } | null>(null);
  const lastPathname = useRef(pathname);
  /** While a Back/Forward waits for its route, the page on screen is not the entry's. */
  const paused = useRef(false);
  const stopRestoring = useRef<() => void>(() => {});

  // Remember each entry's position; on Back/Forward, note where to go back to.
  useEffect(() => {
    const memory = scrollMemory();
    const { history } = window;
    history.scrollRestoration = 'manual';
    const record = () => {
      if (!paused.current) memory.save(entryKey(), window.scrollY);
    };
    // The scroll event comes a frame after the scroll: a Back or Forward in that frame would
    // lose the last position. Where the browser says which entry a traversal left, save it then:
    // the page on screen is still that entry's (restoration is manual, the route renders later).
    // Not on a push: the router pushes once the new page is already on screen.
    const navigation = navigationApi();
    const onEntryChange = (event: Event) => {
      const { from, navigationType } = event as EntryChangeEventLike;
      if (navigationType === 'traverse' && !paused.current && from?.key) {
        memory.save(keyOfEntry(from.key), window.scrollY);
      }
    };
    navigation?.addEventListener('currententrychange', onEntryChange);
    const onPopState = () => {
      const y = memory.get(entryKey());
      stopRestoring.current();
      if (window.location.pathname === lastPathname.current) {
        // A hash entry of the page on screen: nothing else will render.
        stopRestoring.current = y === undefined ? scrollToHash(window.location.hash) : scrollToY(y);
        return;
      }
      paused.current = true;
      traversal.current = { y };
    };
    // Leaving the document: keep the positions, and let the browser restore this entry itself
    // if the reader comes back to it from another document (it is instant, before any script).
    const onPageHide = () => {
      record();
      memory.persist();
      history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', record, { passive: true });
    // Capture: at the window, capturing listeners run before the router's own.
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopRestoring.current();
      window.removeEventListener('scroll', record);
      navigation?.removeEventListener('currententrychange', onEntryChange);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  useEffect(() => {
    lastPathname.current = pathname;
    const initial = first.current;
    first.current = false;
    stopRestoring.current();
    if (!initial) {
      const back = traversal.current;
      traversal.current = null;
      paused.current = false;
      if (back) {
        if (back.y !== undefined) stopRestoring.current = scrollToY(back.y);
        return;
      }
      stopRestoring.current = scrollToHash(window.location.hash);
      return;
    }
    // Loaded after hydration: if the reader already scrolled, typed or clicked, leave the page be.
    if (document.documentElement.hasAttribute('data-user-acted')) return;
    const type = navigationType();
    if (type === 'back_forward') {
      // The browser restores an entry the reader left for another document; one left by a
      // client navigation or a hash link is ours to restore.
      const y = scrollMemory().get(entryKey());
      if (y !== undefined) stopRestoring.current = scrollToY(y);
      return;
    }
    // A fresh load without a hash already starts at the top: watching it for a second and a
    // half would only force layouts of a long page while it hydrates.
    if (!window.location.hash && type === 'navigate') return;
    let stop = scrollToHash(window.location.hash);
    const onLoad = () => {
      stop();
      stop = scrollToHash(window.location.hash);
    };
    if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true });
    stopRestoring.current = () => {
      stop();
      window.removeEventListener('load', onLoad);
    };
  }, [pathname]);
  return null;
}
