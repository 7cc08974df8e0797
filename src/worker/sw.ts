/// <reference lib="webworker" />
/**
 * The service worker at /sw.js, bundled by `serwist build` (scripts/build-sw.mjs) after the
 * static export. Precache: the app's code, styles, the offline page and the search index
 * (small, see the budget in site.ts). Runtime: pages network-first with the cache as the
 * offline copy, RSC payloads the same, assets (and the saveable sections' list)
 * stale-while-revalidate. Every other page is warmed into the cache at idle time, in batches
 * the page asks for (see warm-up.ts).
 */
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import { OFFLINE, OFFLINE_SAVE } from '../lib/site';
import {
  CACHES,
  CACHE_PREFIX,
  WARM_LIST_URL,
  isOutdatedCache,
  isRscPath,
  pageKey,
  rscKey,
} from './cache-keys';
import {
  parseWarmList,
  readRevisions,
  warmUpStep,
  type WarmEntry,
  type WarmResult,
} from './warm-up';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** Stores and looks up responses under a normalised key. */
const keyedBy = (key: (url: string) => string): SerwistPlugin => ({
  cacheKeyWillBeUsed: async ({ request }) => key(request.url),
});
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  cacheId: CACHE_PREFIX,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: CACHES.pages, plugins: [okOnly, keyedBy(pageKey)] }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isRscPath(url.pathname),
      handler: new NetworkFirst({
        cacheName: CACHES.rsc,
        plugins: [okOnly, keyedBy(rscKey), new ExpirationPlugin({ maxEntries: 400 })],
      }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        (['image', 'font', 'manifest'].includes(request.destination) ||
          url.pathname === '/search-index.json' ||
          url.pathname.startsWith('/anchors/') ||
          url.pathname === OFFLINE_SAVE.manifestUrl),
      handler: new StaleWhileRevalidate({
        cacheName: CACHES.assets,
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100 })],
      }),
    },
  ],
  // Offline and not cached: the friendly offline page, never the browser's error page.
  fallbacks: {
    entries: [
      { url: OFFLINE.fallbackUrl, matcher: ({ request }) => request.destination === 'document' },
    ],
  },
});

// Old caches (an earlier format of ours) go when this version activates.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name))),
      ),
  );
});

let warming: Promise<WarmResult> | null = null;

/** How long this worker reuses the warm-up list and its view of the cache, in ms. */
const WARM_STATE_TTL_MS = 5 * 60_000;
let warmState: {
  at: number;
  list: Promise<WarmEntry[]>;
  cached: Promise<Map<string, string | null>>;
} | null = null;

/** The warm-up list and cached revisions, read once per few minutes rather than per step. */
function currentWarmState() {
  if (!warmState || Date.now() - warmState.at > WARM_STATE_TTL_MS) {
    warmState = {
      at: Date.now(),
      list: fetch(WARM_LIST_URL, { cache: 'no-cache' }).then(async (response) =>
        response.ok ? parseWarmList(await response.json()) : [],
      ),
      cached: caches.open(CACHES.pages).then(readRevisions),
    };
  }
  return warmState;
}

/** One warm-up step; concurrent requests share the running step. */
async function warm(batch: number): Promise<WarmResult> {
  const state = currentWarmState();
  try {
    const [list, cached, cache] = await Promise.all([
      state.list,
      state.cached,
      caches.open(CACHES.pages),
    ]);
    return await warmUpStep({ cache, origin: self.location.origin, list, batch, cached });
  } catch (error) {
    warmState = null;
    throw error;
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; batch?: number } | null;
  if (data?.type !== 'WARM_UP') return;
  // A newer worker is on its way: leave the warm-up to it, so it can take over at once.
  if (self.registration.installing || self.registration.waiting) {
    event.ports[0]?.postMessage({ fetched: 0, remaining: -1 });
    return;
  }
  const batch = Math.min(Math.max(Number(data.batch) || 1, 1), 32);
  warming ??= warm(batch).finally(() => {
    warming = null;
  });
  const reply = warming.then(
    (result) => event.ports[0]?.postMessage(result),
    () => event.ports[0]?.postMessage({ fetched: 0, remaining: -1 }),
  );
  event.waitUntil(reply);
});

serwist.addEventListeners();
