'use client';

import { lazy, useEffect, useState } from 'react';
import { HashRedirect } from './hash-redirect.client';
import { OptionalPart } from './optional-part.client';
import { whenIdle } from './when-idle';

// Split out of the first load: none of these is needed to read the page, so their code
// arrives after it (scrolling and search right away, the rest once the browser is idle).
const ScrollManager = lazy(() =>
  import('./scroll-manager.client').then((m) => ({ default: m.ScrollManager })),
);
const SearchLauncher = lazy(() =>
  import('../search/search-launcher.client').then((m) => ({ default: m.SearchLauncher })),
);
const ReaderTools = lazy(() =>
  import('./reader-tools.client').then((m) => ({ default: m.ReaderTools })),
);
// `npm run dev` only: refreshes the page when the content changes. The condition is decided at
// build time, so production bundles hold neither the component nor its loader.
const ContentRefresh =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('./content-refresh.client').then((m) => ({ default: m.ContentRefresh })))
    : null;
// Loaded once the page is idle, with everything it loads in turn.
const IdleRuntime = lazy(() =>
  import('./idle-runtime.client').then((m) => ({ default: m.IdleRuntime })),
);

/**
 * The page's life in the browser, shared by every route: the hash redirect at once; scroll
 * handling, the search box's behaviour and the reader tools (keyboard shortcuts, config
 * syntax toggles) right after; service worker, offline indicator, navigation placeholder
 * and (only when an id is configured) analytics once the page is idle.
 */
export function Runtime() {
  const [idle, setIdle] = useState(false);
  // The scroll manager arrives a moment after hydration: record whether the reader acted
  // first, so it never scrolls a page the reader is already using.
  useEffect(() => {
    const root = document.documentElement;
    const acted = () => root.setAttribute('data-user-acted', '');
    const types = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of types) window.addEventListener(type, acted, { once: true, passive: true });
    return () => types.forEach((type) => window.removeEventListener(type, acted));
  }, []);
  useEffect(
    () =>
      whenIdle(() => {
        document.documentElement.setAttribute('data-runtime', 'idle');
        setIdle(true);
      }),
    [],
  );
  return (
    <>
      <HashRedirect />
      <OptionalPart>
        <ScrollManager />
      </OptionalPart>
      <OptionalPart>
        <SearchLauncher />
      </OptionalPart>
      <OptionalPart>
        <ReaderTools />
      </OptionalPart>
      {idle ? (
        <OptionalPart>
          <IdleRuntime />
        </OptionalPart>
      ) : null}
      {ContentRefresh ? (
        <OptionalPart>
          <ContentRefresh />
        </OptionalPart>
      ) : null}
    </>
  );
}
