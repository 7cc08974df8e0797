/**
 * What a new version of the worker keeps, on activation, of the runtime caches an older
 * version filled. A page or payload of another build goes: its scripts and styles are gone
 * from the precache and its text is the old version's, so serving it would mix two versions
 * (or break). Pages the reader saved for offline are listed to be fetched again. Reading
 * copies go when the new warm-up list carries another revision, and the old build's data
 * files (search index, anchors, section list) and the config explainer's bundle go; images
 * and fonts stay.
 */
import { cacheSlot } from '../lib/offline/offline-sections';
import { CACHES, REVISION_HEADER, pageKey } from './cache-keys';
import { planWarmUp, readRevisions, type WarmEntry } from './warm-up';

/** The caches a worker reads, as far as this module needs them. */
export type CacheStore = Pick<CacheStorage, 'open'>;

/** What the activation removed, and the saved pages to fetch again. */
export interface Reconciled {
  removed: string[];
  resave: string[];
}

/** The build id of a precache list: the folder of Next's build manifest (`/_next/static/{id}/`). */
export function buildIdOf(urls: readonly string[]): string | null {
  for (const url of urls) {
    const match = /^\/_next\/static\/([^/]+)\/_buildManifest\.js$/.exec(url);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/** Whether a cached page or payload was built by `buildId` (each one carries its build id). */
export async function isOfBuild(response: Response, buildId: string): Promise<boolean> {
  return (await response.clone().text()).includes(buildId);
}

/** Content types of the assets cache that do not depend on the build. */
const LASTING_ASSET = /^(image|font)\//;

/**
 * Removes what an older build left in the runtime caches. `warmList` is the new build's
 * warm-up list, or null when it could not be read (reading copies then stay: they are text
 * only, and the next warm-up replaces them).
 */
export async function reconcileCaches({
  caches,
  buildId,
  origin,
  warmList,
}: {
  caches: CacheStore;
  buildId: string;
  origin: string;
  warmList: readonly WarmEntry[] | null;
}): Promise<Reconciled> {
  const removed: string[] = [];
  const resave: string[] = [];
  // Pages first: a payload saved before payloads were marked goes with its saved page.
  for (const name of [CACHES.pages, CACHES.rsc]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (response && (await isOfBuild(response, buildId))) continue;
      const page = request.url.replace(/(index|__next\.[^/]*)\.txt$/, '');
      if (response?.headers.has(REVISION_HEADER) || (page !== request.url && resave.includes(page)))
        resave.push(request.url);
      await cache.delete(request);
      removed.push(request.url);
    }
  }
  if (warmList) {
    const reading = await caches.open(CACHES.reading);
    const cached = await readRevisions(reading);
    const plan = planWarmUp(origin, warmList, cached);
    const due = new Set(plan.fetch.map((url) => pageKey(new URL(url, origin).href)));
    for (const key of cached.keys()) {
      if (!plan.remove.includes(key) && !due.has(key)) continue;
      await reading.delete(key);
      removed.push(key);
    }
  }
  const assets = await caches.open(CACHES.assets);
  for (const request of await assets.keys()) {
    const type = (await assets.match(request))?.headers.get('content-type') ?? '';
    if (LASTING_ASSET.test(type)) continue;
    await assets.delete(request);
    removed.push(request.url);
  }
  const explainer = await caches.open(CACHES.explainer);
  for (const request of await explainer.keys()) {
    await explainer.delete(request);
    removed.push(request.url);
  }
  return { removed, resave };
}

/** Lists saved pages to fetch again (their keys), for `resaveStep`. */
export async function queueResave(caches: CacheStore, keys: readonly string[]): Promise<void> {
  const queue = await caches.open(CACHES.resave);
  await Promise.all(keys.map((key) => queue.put(key, new Response(''))));
}

/**
 * Fetches again up to `batch` saved pages an update removed, into the caches "Save for
 * offline" uses, with their revision from the section list (`revisions`: path → revision).
 * Failures stay queued for a later step.
 */
export async function resaveStep({
  caches,
  origin,
  batch,
  revisions,
  fetcher = fetch,
}: {
  caches: CacheStore;
  origin: string;
  batch: number;
  revisions: ReadonlyMap<string, string>;
  fetcher?: typeof fetch;
}): Promise<{ fetched: number; remaining: number }> {
  const queue = await caches.open(CACHES.resave);
  const keys = (await queue.keys()).map((request) => request.url);
  let fetched = 0;
  for (const key of keys.slice(0, batch)) {
    try {
      const response = await fetcher(key, { credentials: 'same-origin', cache: 'no-cache' });
      if (!response.ok || response.redirected) continue;
      const { pathname } = new URL(key);
      const { cache, key: slot } = cacheSlot(origin, pathname);
      const headers = new Headers(response.headers);
      headers.set(REVISION_HEADER, revisions.get(pathname) ?? '');
      const body = await response.blob();
      await (await caches.open(cache)).put(slot, new Response(body, { status: 200, headers }));
      await queue.delete(key);
      fetched += 1;
    } catch {
      // Offline or flaky: it stays queued.
    }
  }
  return { fetched, remaining: keys.length - fetched };
}
