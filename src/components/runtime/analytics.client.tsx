'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { configuredAnalyticsId, init, pageview } from '@/lib/analytics';
import { whenIdle } from './when-idle';

/**
 * GA4 page views, only when an analytics id is configured (NEXT_PUBLIC_ANALYTICS_ID at build
 * time): the script loads once the page is idle, then one page view per route.
 */
export function Analytics() {
  const pathname = usePathname();
  const [ready, setReady] = useState(false);

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
    // The new page's <title> is committed with the route; read it once painted.
    const frame = requestAnimationFrame(() => pageview(pathname, document.title));
    return () => cancelAnimationFrame(frame);
  }, [ready, pathname]);

  return null;
}
