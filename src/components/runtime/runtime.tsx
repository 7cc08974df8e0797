import { Analytics } from './analytics.client';
import { HashRedirect } from './hash-redirect.client';
import { NavigationPlaceholder } from './navigation-placeholder.client';
import { OfflineIndicator } from './offline-indicator.client';
import { ScrollManager } from './scroll-manager.client';
import { ServiceWorker } from './service-worker.client';

/**
 * The page's life in the browser, shared by every route: service worker, offline indicator,
 * analytics, the hash redirect, scroll handling and the placeholder of client navigations.
 */
export function Runtime() {
  return (
    <>
      <ServiceWorker />
      <OfflineIndicator />
      <Analytics />
      <HashRedirect />
      <ScrollManager />
      <NavigationPlaceholder />
    </>
  );
}
