'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollToHash } from './scroll-to-hash';

const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function navigationType(): string {
  const entry = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type ?? 'navigate';
}

/**
 * On load (a reload from the cache included) and after each client navigation: scroll to the
 * hash target, waiting for it to appear, or to the top of the page when there is no hash.
 * Back and forward keep the browser's own scroll restoration.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (!initial) return scrollToHash(window.location.hash);
    if (navigationType() === 'back_forward') return;
    // A fresh load without a hash already starts at the top: watching it for a second and a
    // half would only force layouts of a long page while it hydrates.
    if (!window.location.hash && navigationType() === 'navigate') return;
    // Loaded after hydration: if the reader already scrolled, typed or clicked, leave the page be.
    if (document.documentElement.hasAttribute('data-user-acted')) return;
    // The browser's restoration of a reload would fight ours: hold it off until the reader
    // acts or leaves, so a later back/forward to this page restores as usual.
    const { history } = window;
    history.scrollRestoration = 'manual';
    const release = () => {
      history.scrollRestoration = 'auto';
      for (const type of USER_INPUT) window.removeEventListener(type, release);
    };
    for (const type of USER_INPUT) window.addEventListener(type, release, { passive: true });
    window.addEventListener('pagehide', release);
    let stop = scrollToHash(window.location.hash);
    const onLoad = () => {
      stop();
      stop = scrollToHash(window.location.hash);
    };
    if (document.readyState !== 'complete') window.addEventListener('load', onLoad, { once: true });
    return () => {
      stop();
      window.removeEventListener('load', onLoad);
      window.removeEventListener('pagehide', release);
      for (const type of USER_INPUT) window.removeEventListener(type, release);
    };
  }, [pathname]);
  return null;
}
