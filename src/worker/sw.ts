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
import { OFFLINE, OFFLINE_SAVE, READING_TEMPLATE_URL } from '../lib/site';
import { EXPLAIN_BUNDLE_DIR } from '../lib/site/config-explainer';
import {
  CACHES,
  CACHE_PREFIX,
  WARM_LIST_URL,
  isOutdatedCache,
  isRscPath,
  pageKey,
  rscKey,
} from './cache-keys';
import { parseSectionManifest } from '../lib/offline/offline-sections';
import { bundlePath, renderReadingCopy, type ReadingBundle } from './reading-copy';
import { buildIdOf, queueResave, reconcileCaches, resaveStep } from './upgrade';
import {
  parseWarmList,
  readRevisions,
  warmUpStep,
  type WarmList,
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

/** The warmed home page, or the reading copy of a page never visited, or null. */
async function readingCopy(url: string): Promise<Response | null> {
  const cache = await caches.open(CACHES.reading);
  const whole = await cache.match(pageKey(url));
  if (whole) return whole;
  const { origin, pathname } = new URL(url);
  const path = bundlePath(pathname);
  const [bundle, template] = await Promise.all([
    path ? cache.match(`${origin}${path}`) : undefined,
    serwist.matchPrecache(READING_TEMPLATE_URL),
  ]);
  if (!bundle || !template) return null;
  const html = renderReadingCopy(
    await template.text(),
    (await bundle.json()) as ReadingBundle,
    pathname,
  );
  return html === null
    ? null
    : new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Offline and not cached at runtime: the warm-up's copy (a large search index is warmed). */
const warmedCopy: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await (await caches.open(CACHES.reading)).match(request.url, { ignoreSearch: true })) ??
    Response.error(),
};

/**
 * Offline and not cached: the reading copy, else the friendly offline page, never the
 * browser's error page. (A handler with its own `handlerDidError` gets no serwist fallback.)
 */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) =>
    (await readingCopy(request.url)) ??
    (await serwist.matchPrecache(OFFLINE.fallbackUrl)) ??
    Response.error(),
};

/**
 * A server error (a host's 5xx page) is no page of ours: the navigation falls back as when the
 * network fails, to the cached or reading copy, else the error state in the site's chrome.
 */
const serverErrorFails: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`${response.status} ${response.statusText}`);
    return response;
  },
};

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
      handler: new NetworkFirst({
        cacheName: CACHES.pages,
        plugins: [okOnly, keyedBy(pageKey), serverErrorFails, offlineFallback],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isRscPath(url.pathname),
      handler: new NetworkFirst({
        cacheName: CACHES.rsc,
        plugins: [okOnly, keyedBy(rscKey), new ExpirationPlugin({ maxEntries: 400 })],
      }),
    },
    {
      // The config explainer's own bundle: not precached (it would leave the first visit no
      // room for reading copies) but kept when its page asks, once this worker is activated.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(EXPLAIN_BUNDLE_DIR),
      handler: new StaleWhileRevalidate({ cacheName: CACHES.explainer, plugins: [okOnly] }),
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
        plugins: [okOnly, new ExpirationPlugin({ maxEntries: 100 }), warmedCopy],
      }),
    },
  ],
});

/** This worker's build: every page and payload it may serve from the runtime caches carries it. */
const BUILD_ID = buildIdOf(
  (self.__SW_MANIFEST ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.url)),
);

/** The build's warm-up list, or null when it cannot be read now. */
async function fetchWarmList(): Promise<WarmList | null> {
  try {
    const response = await fetch(WARM_LIST_URL, { cache: 'no-cache' });
    return response.ok ? parseWarmList(await response.json()) : null;
  } catch {
    return null;
  }
}

/**
 * When this version activates: old caches (an earlier format of ours) go, and so does what an
 * older build left in the runtime caches (see upgrade.ts); its saved pages are queued to be
 * fetched again. serwist removes the old build's precached files itself.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)));
      if (!BUILD_ID) return;
      const list = await fetchWarmList();
      const { resave } = await reconcileCaches({
        caches,
        buildId: BUILD_ID,
        origin: self.location.origin,
        warmList: list?.pages ?? null,
      });
      await queueResave(caches, resave);
    })(),
  );
});

/** Page path → revision of every saved page, from the build's section list. */
async function savedRevisions(): Promise<Map<string, string>> {
  try {
    const response = await fetch(OFFLINE_SAVE.manifestUrl, { cache: 'no-cache' });
    const { sections } = parseSectionManifest(response.ok ? await response.json() : null);
    return new Map(
      sections.flatMap((section) =>
        section.files.flatMap(([path, , revision]) => (revision ? [[path, revision]] : [])),
      ) as [string, string][],
    );
  } catch {
    return new Map();
  }
}

let warming: Promise<WarmResult> | null = null;

/** How long this worker reuses the warm-up list and its view of the cache, in ms. */
const WARM_STATE_TTL_MS = 5 * 60_000;
let warmState: {
  at: number;
  list: Promise<WarmList>;
  cached: Promise<Map<string, string | null>>;
} | null = null;

/** The warm-up list and cached revisions, read once per few minutes rather than per step. */
function currentWarmState() {
  if (!warmState || Date.now() - warmState.at > WARM_STATE_TTL_MS) {
    warmState = {
      at: Date.now(),
      list: fetch(WARM_LIST_URL, { cache: 'no-cache' }).then(async (response) =>
        parseWarmList(response.ok ? await response.json() : null),
      ),
      cached: caches.open(CACHES.reading).then(readRevisions),
    };
  }
  return warmState;
}

/**
 * Keeps the page a warm-up starts from as a visited page: the first page of a first visit was
 * loaded before this worker existed, so no fetch of ours cached it. Taken from the HTTP cache
 * where it is still there (it was just loaded), so usually nothing crosses the network.
 */
async function keepVisitedPage(path: string) {
  const cache = await caches.open(CACHES.pages);
  const key = pageKey(new URL(path, self.location.origin).href);
  if (await cache.match(key)) return;
  try {
    const response = await fetch(key, { cache: 'force-cache', credentials: 'same-origin' });
    if (response.ok && !response.redirected) await cache.put(key, response);
  } catch {
    // Offline or flaky: the next page load tries again.
  }
}

/** What a page asks of one warm-up step. */
interface WarmRequest {
  batch: number;
  /** Gzip bytes the page load has already warmed. */
  spent: number;
  /** The page's path: its section is warmed first. */
  path: string;
  /** Whether this page load is the first visit (the page had no worker when it loaded). */
  firstVisit: boolean;
}

/**
 * One warm-up step; concurrent requests share the running step. Saved pages an update removed
 * come first: the reader asked for them.
 */
async function warm({ batch, spent, path, firstVisit }: WarmRequest): Promise<WarmResult> {
  const resave = await caches.open(CACHES.resave);
  if ((await resave.keys()).length > 0) {
    const { fetched, remaining } = await resaveStep({
      caches,
      origin: self.location.origin,
      batch: batch * 4,
      revisions: await savedRevisions(),
    });
    return { fetched, remaining: remaining + 1, bytes: 0 };
  }
  const state = currentWarmState();
  if (spent === 0) await keepVisitedPage(path);
  try {
    const [{ pages, visitBudget }, cached, cache] = await Promise.all([
      state.list,
      state.cached,
      caches.open(CACHES.reading),
    ]);
    return await warmUpStep({
      cache,
      origin: self.location.origin,
      list: pages,
      batch,
      cached,
      allowance: visitBudget - spent,
      oversizedFirst: !firstVisit && spent === 0,
      first: bundlePath(path) ?? '/',
    });
  } catch (error) {
    warmState = null;
    throw error;
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; path?: unknown } | null;
  // A page that must work offline (the config explainer) asks to be kept as visited at once,
  // not at the next idle warm-up (which Save-Data skips).
  if (data?.type === 'KEEP_PAGE' && typeof data.path === 'string' && data.path.startsWith('/'))
    event.waitUntil(keepVisitedPage(data.path));
});

self.addEventListener('message', (event) => {
  const data = event.data as {
    type?: string;
    batch?: number;
    spent?: number;
    path?: string;
    firstVisit?: boolean;
  } | null;
  if (data?.type !== 'WARM_UP') return;
  const none: WarmResult = { fetched: 0, remaining: -1, bytes: 0 };
  // A newer worker is on its way: leave the warm-up to it, so it can take over at once.
  if (self.registration.installing || self.registration.waiting) {
    event.ports[0]?.postMessage(none);
    return;
  }
  const request: WarmRequest = {
    batch: Math.min(Math.max(Number(data.batch) || 1, 1), 32),
    spent: Math.max(Number(data.spent) || 0, 0),
    path: typeof data.path === 'string' ? data.path : '/',
    // Unknown means first: the stricter allowance.
    firstVisit: data.firstVisit !== false,
  };
  warming ??= warm(request).finally(() => {
    warming = null;
  });
  const reply = warming.then(
    (result) => event.ports[0]?.postMessage(result),
    () => event.ports[0]?.postMessage(none),
  );
  event.waitUntil(reply);
});

serwist.addEventListeners();
