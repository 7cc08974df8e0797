'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LoadError } from './load-error.client';
import { loadIfReachable, watchFallbackNavigations } from './navigation-failure';
import { PagePlaceholder } from './page-placeholder';
import styles from './navigation-placeholder.module.css';

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

/** A navigation that could not reach its page; `attempt` re-announces each failed Retry. */
interface Failure {
  url: string;
  attempt: number;
}

/**
 * The content area while a client navigation is under way: the page placeholder while it
 * waits for the new page's data (pages that were not prefetched), until the new route
 * renders; and the error state, with Retry, when neither the data nor the page itself can be
 * reached (see navigation-failure.ts), instead of the browser's error page.
 */
export function NavigationPlaceholder() {
  const pathname = usePathname();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clientTarget(event);
      if (target) {
        setFailure(null);
        setPending(target);
      }
    };
    const clear = () => {
      setPending(null);
      setFailure(null);
    };
    // Capture phase: Next's Link prevents the default before a bubbling listener would run.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', clear);
    const stopWatching = watchFallbackNavigations((url) => {
      setPending(null);
      setFailure({ url, attempt: 1 });
    });
    // Loaded at idle time: say when clicks are watched (tests wait for it).
    document.documentElement.setAttribute('data-navigation-placeholder', 'ready');
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', clear);
      stopWatching();
    };
  }, []);

  // The route changed (or the navigation ended elsewhere): the placeholder has done its job.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPending(null);
    setFailure(null);
  }

  const content = pending || failure ? document.getElementById('content') : null;
  if (!content) return null;
  if (failure) {
    const retry = () =>
      void loadIfReachable(failure.url, () =>
        setFailure({ url: failure.url, attempt: failure.attempt + 1 }),
      );
    return createPortal(
      <div className={styles.failed} data-navigation-failed="">
        <LoadError key={failure.attempt} retry={retry} retryInPlace>
          <p>This page could not be reached. Check the connection, then try again.</p>
        </LoadError>
      </div>,
      content,
    );
  }
  return createPortal(<PagePlaceholder overlay />, content);
}
