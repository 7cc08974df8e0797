'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { PagePlaceholder } from './page-placeholder';

/** The site path a click will navigate to on the client, or null when it will not. */
function clientTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname === window.location.pathname ? null : url.pathname;
}

/**
 * Shows the page placeholder in the content area while a client navigation waits for the new
 * page's data (pages that were not prefetched), until the new route renders.
 */
export function NavigationPlaceholder() {
  const pathname = usePathname();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clientTarget(event);
      if (target) setPending(target);
    };
    const clear = () => setPending(null);
    // Capture phase: Next's Link prevents the default before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', clear);
    // Loaded at idle time: say when clicks are watched (tests wait for it).
    document.documentElement.setAttribute('data-navigation-placeholder', 'ready');
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', clear);
    };
  }, []);

  // The route changed (or the navigation ended elsewhere): the placeholder has done its job.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPending(null);
  }

  const content = pending ? document.getElementById('content') : null;
  return content ? createPortal(<PagePlaceholder overlay />, content) : null;
}
