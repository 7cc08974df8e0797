'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollToHash } from './scroll-to-hash';

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
    // A reload would restore the old position after load: hold it off, apply ours once more
    // when loaded, then give the entry back its normal restoration for later back/forward.
    const { history } = window;
    history.scrollRestoration = 'manual';
    let stop = scrollToHash(window.location.hash);
    let timer: number | undefined;
    const onLoad = () => {
      stop();
      stop = scrollToHash(window.location.hash);
      timer = window.setTimeout(() => (history.scrollRestoration = 'auto'), 0);
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      window.removeEventListener('load', onLoad);
    };
  }, [pathname]);
  return null;
}
