'use client';

import { lazy } from 'react';
import { OptionalPart } from './optional-part.client';

const ServiceWorker = lazy(() =>
  import('./service-worker.client').then((m) => ({ default: m.ServiceWorker })),
);
const OfflineIndicator = lazy(() =>
  import('./offline-indicator.client').then((m) => ({ default: m.OfflineIndicator })),
);
const NavigationPlaceholder = lazy(() =>
  import('./navigation-placeholder.client').then((m) => ({ default: m.NavigationPlaceholder })),
);
const Analytics = lazy(() => import('./analytics.client').then((m) => ({ default: m.Analytics })));

/**
 * The parts of the runtime that wait for the page to be idle: service worker, offline
 * indicator, navigation placeholder and (only when an id is configured) analytics. A module of
 * its own, so that none of them, not even their loaders, weighs on the first load.
 */
export function IdleRuntime() {
  // Any candidate id loads the analytics code, which validates it (configuredAnalyticsId).
  const analytics = Boolean(
    process.env.NEXT_PUBLIC_ANALYTICS_ID ||
    (window as { __ANALYTICS_ID__?: unknown }).__ANALYTICS_ID__,
  );
  return (
    <>
      <OptionalPart>
        <ServiceWorker />
      </OptionalPart>
      <OptionalPart>
        <OfflineIndicator />
      </OptionalPart>
      <OptionalPart>
        <NavigationPlaceholder />
      </OptionalPart>
      {analytics ? (
        <OptionalPart>
          <Analytics />
        </OptionalPart>
      ) : null}
    </>
  );
}
