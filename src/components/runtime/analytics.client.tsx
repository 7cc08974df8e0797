'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { configuredAnalyticsId, init, pageview } from '@/components/runtime/analytics';
import { whenIdle } from './when-idle';

/** Longest wait for a new page's title before its view is sent anyway, in ms. */
const TITLE_WAIT_MS = 1500;

/**
 * GA4 page views, only when an analytics id is configured (NEXT_PUBLIC_ANALYTICS_ID at build
 * time): the script loads once the page is idle, then one page view per route.
 */
export function Analytics() {
  const pathname = usePathname();
  const [ready, setReady] = useState(false);
  const titleSent = useRef<string | null>(null);

  useEffect(() => {
    const id = configuredAnalyticsId(
      process.env.NEXT_PUBLIC_ANALYTICS_ID,
      window as { __ANALYTICS_ID__?: unknown },
    );
    if (!id) return;
    return whenIdle(() => {
      init(id);
      setReady(true);
    });
  }, []);

  useEffect(() => {
    if (!ready) return;
    // After a client navigation the new <title> arrives a little after the route: wait for
    // it to change (or give up after a moment, for two pages sharing a title).
    const before = titleSent.current;
    let sent = false;
    const send = () => {
      if (sent) return;
      sent = true;
      observer.disconnect();
      window.clearTimeout(timer);
      titleSent.current = document.title;
      pageview(pathname, document.title);
    };
    const observer = new MutationObserver(() => {
      if (document.title && document.title !== before) send();
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    const timer = window.setTimeout(send, TITLE_WAIT_MS);
    if (document.title && document.title !== before) send();
    // Left before the title came: the view still counts, once.
    return send;
  }, [ready, pathname]);

  return null;
}
