'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';

/** Set once the first page has hydrated; bodies mounted later are client navigations. */
let hydrated = false;

/** Whether a click on a link is an ordinary same-tab click the router may take over. */
function routable(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !link.target &&
    !link.hasAttribute('download') &&
    link.origin === location.origin
  );
}

/**
 * A page body that React does not hydrate. The HTML is complete from the build; hydrating
 * a reference page of a hundred code blocks would cost the reader's main thread hundreds of
 * milliseconds for no interactivity (copy buttons use one delegated listener). On the page
 * that loaded, the body keeps its server HTML; a body reached by client navigation renders
 * normally. Site links inside keep client-side navigation through one listener, in both
 * cases: most of a body is static HTML (see src/lib/markdown/static-html.ts), not next/link.
 */
export function StaticProse({ children }: { children: ReactNode }) {
  const id = useId();
  // The server renders the body; hydration finds that HTML under the same id and keeps it.
  const [island] = useState(
    () => typeof document !== 'undefined' && !hydrated && !!document.getElementById(id)?.firstChild,
  );
  const router = useRouter();
  useEffect(() => {
    hydrated = true;
  }, []);
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    // next/link handles its own clicks; the body's static HTML has plain links.
    if (event.defaultPrevented || !link || !routable(event, link)) return;
    const { pathname, search, hash } = link;
    // Same-page anchors keep the browser's own behaviour.
    if (pathname === location.pathname && search === location.search && hash) return;
    event.preventDefault();
    router.push(pathname + search + hash);
  };
  return island ? (
    // React keeps the server-rendered children: it does not hydrate inside innerHTML.
    <div
      id={id}
      className="prose"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  ) : (
    <div id={id} className="prose" onClick={onClick}>
      {children}
    </div>
  );
}
