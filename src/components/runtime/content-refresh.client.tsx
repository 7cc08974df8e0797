'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Development only (Runtime loads it under `npm run dev` alone): follows the content events of
 * the dev server (scripts/dev/content-events.mjs) and refreshes the page in place when the
 * content step reports a revision other than the one this page shows, so a saved edit or a
 * content problem appears without a reload, at the same scroll position.
 */
export function ContentRefresh() {
  const router = useRouter();
  useEffect(() => {
    const port = process.env.NEXT_PUBLIC_CONTENT_EVENTS_PORT;
    if (!port) return;
    const events = new EventSource(
      `${location.protocol}//${location.hostname}:${port}/content-events`,
    );
    events.onmessage = (event) => {
      const { revision } = JSON.parse(event.data) as { revision?: number };
      const shown = document.documentElement.dataset.contentRevision;
      if (revision !== undefined && String(revision) !== shown) router.refresh();
    };
    return () => events.close();
  }, [router]);
  return null;
}
