/**
 * Has the service worker keep what the explainer needs offline: every file of its bundle and
 * the page itself. The first visit loaded them before the worker existed, so nothing cached
 * them. It waits for an activated worker that controls the page: while a new worker is still
 * activating, its clean-up of older builds' caches (src/worker/upgrade.ts) would delete what
 * was just stored.
 */
import { EXPLAIN_BUNDLE_DIR, EXPLAIN_FILE_LIST_PATH } from '../lib/site/config-explainer';

/** The worker controlling this page once it is activated (never settles without one). */
async function activatedController(): Promise<ServiceWorker> {
  const container = navigator.serviceWorker;
  await container.ready;
  const controller =
    container.controller ??
    (await new Promise<ServiceWorker>((resolve) =>
      container.addEventListener('controllerchange', () => resolve(container.controller!), {
        once: true,
      }),
    ));
  if (controller.state === 'activated') return controller;
  await new Promise<void>((resolve) => {
    const onChange = () => {
      if (controller.state !== 'activated') return;
      controller.removeEventListener('statechange', onChange);
      resolve();
    };
    controller.addEventListener('statechange', onChange);
  });
  return controller;
}

export async function keepForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const worker = await activatedController();
  const response = await fetch(EXPLAIN_FILE_LIST_PATH, { cache: 'no-cache' });
  if (!response.ok) return;
  const files = (await response.json()) as string[];
  // Fetched through the worker, which stores them (usually straight from the HTTP cache).
  await Promise.all(files.map((file) => fetch(`${EXPLAIN_BUNDLE_DIR}${file}`)));
  worker.postMessage({ type: 'KEEP_PAGE', path: window.location.pathname });
}
