'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { OFFLINE } from '@/lib/site';
import {
  UPDATE_CHECK_EVERY_MS,
  decideReload,
  isBuildAsset,
  isTypingTarget,
  shouldCheckForUpdate,
} from '@/lib/offline/sw-update';
import { reloadPage } from './reload-page';
import { whenIdle } from './when-idle';

/** sessionStorage key holding the time of this tab's last reload for a new service worker. */
const RELOAD_KEY = 'sw-reloaded-at';
/** Files (section reading copies) the service worker warms per idle step. */
const WARM_BATCH = 2;

function lastReloadAt(): number | null {
  try {
    const value = Number(sessionStorage.getItem(RELOAD_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

function reloadForUpdate() {
  try {
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage may be disabled; the per-page guard still prevents a second reload.
  }
  reloadPage();
}

/**
 * Asks the active worker, one idle step at a time, to warm the reading copies into its cache,
 * the current section first. The worker stops at this page load's byte allowance; `spent`
 * carries what earlier steps of this load fetched.
 */
function warmUp(registration: ServiceWorkerRegistration, firstVisit: boolean) {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  let spent = 0;
  const path = window.location.pathname;
  const step = () => {
    const worker = registration.active;
    if (!worker || !navigator.onLine || registration.installing || registration.waiting) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (
      event: MessageEvent<{ fetched: number; remaining: number; bytes: number }>,
    ) => {
      spent += event.data.bytes || 0;
      if (event.data.remaining > 0 && event.data.fetched > 0) whenIdle(step);
    };
    worker.postMessage({ type: 'WARM_UP', batch: WARM_BATCH, spent, path, firstVisit }, [
      channel.port2,
    ]);
  };
  whenIdle(step);
}

/**
 * Registers /sw.js in production browsers, warms the offline cache at idle time, looks for a
 * new worker when the tab is shown again and hourly, and reloads the page once when a new
 * worker takes control (deferred while the user is typing).
 */
export function ServiceWorker() {
  const pathname = usePathname();
  const pending = useRef(false);

  // A reload deferred while typing happens at the next navigation instead.
  useEffect(() => {
    if (pending.current) reloadForUpdate();
  }, [pathname]);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const hadController = container.controller !== null;
    let handled = false;
    // Whether a newer worker controls the page, so that its code is the old build's.
    let outdated = false;
    const onControllerChange = () => {
      if (hadController) outdated = true;
      const decision = decideReload({
        hadController,
        handled,
        lastReloadAt: lastReloadAt(),
        now: Date.now(),
        typing: isTypingTarget(document.activeElement),
      });
      if (decision === 'skip') return;
      handled = true;
      if (decision === 'reload') reloadForUpdate();
      else pending.current = true;
    };
    // Registering checks for a new worker; later checks come when the tab is shown again
    // and every hour, as an open tab may never load a page in full again.
    let registration: ServiceWorkerRegistration | null = null;
    let lastCheckAt: number | null = null;
    const checkForUpdate = () => {
      if (!registration || !shouldCheckForUpdate(lastCheckAt, Date.now())) return;
      lastCheckAt = Date.now();
      registration.update().catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        if (pending.current) reloadForUpdate();
      } else checkForUpdate();
    };
    // The reload waits (typing) or was refused (a second new worker within a minute), and a
    // chunk of this page's code fails to load: it left with the old build, so rather than an
    // error, the page loads anew in the new version.
    const onLoadFailure = (event: Event) => {
      const target = event.target as { src?: string; href?: string } | null;
      if (outdated && isBuildAsset(target?.src || target?.href, location.origin)) reloadPage();
    };
    container.addEventListener('controllerchange', onControllerChange);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('error', onLoadFailure, true);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') checkForUpdate();
    }, UPDATE_CHECK_EVERY_MS);
    const cancel = whenIdle(() => {
      container
        .register(OFFLINE.swUrl, { scope: '/' })
        .then(() => container.ready)
        .then((ready) => {
          registration = ready;
          warmUp(ready, !hadController);
        })
        .catch((error: unknown) => console.warn('Service worker registration failed:', error));
    });
    return () => {
      cancel();
      clearInterval(timer);
      container.removeEventListener('controllerchange', onControllerChange);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('error', onLoadFailure, true);
    };
  }, []);

  return null;
}
