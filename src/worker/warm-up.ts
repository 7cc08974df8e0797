/**
 * Idle-time warm-up of the pages cache: after the first visit, every page is fetched once in
 * small batches, so that pages never visited open offline. Pages whose build revision did not
 * change are never fetched again; pages gone from the build are removed.
 */
import { REVISION_HEADER, pageKey } from './cache-keys';

/** One page of the warm-up list: its url and the revision (content hash) of its HTML. */
export type WarmEntry = readonly [url: string, revision: string];

/** What one warm-up step must do. */
export interface WarmPlan {
  /** Urls to fetch, in list order (missing or outdated). */
  fetch: string[];
  /** Cached page keys that no longer exist in the build. */
  remove: string[];
}

/**
 * Plans a warm-up from the build's list and what the cache holds (`cached`: page key → stored
 * revision, `null` when a page was cached by a visit and carries none).
 */
export function planWarmUp(
  origin: string,
  list: readonly WarmEntry[],
  cached: ReadonlyMap<string, string | null>,
): WarmPlan {
  const wanted = new Set<string>();
  const fetch: string[] = [];
  for (const [url, revision] of list) {
    const key = pageKey(new URL(url, origin).href);
    wanted.add(key);
    if (cached.get(key) !== revision) fetch.push(url);
  }
  const remove = [...cached.keys()].filter((key) => !wanted.has(key));
  return { fetch, remove };
}

/** Parses the warm-up list; anything malformed yields an empty list rather than an error. */
export function parseWarmList(data: unknown): WarmEntry[] {
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (!Array.isArray(pages)) return [];
  return pages.filter(
    (entry): entry is WarmEntry =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      entry[0].startsWith('/') &&
      typeof entry[1] === 'string',
  );
}

/** Page key → stored revision of every page in the cache (`null`: cached by a visit). */
export async function readRevisions(cache: Cache): Promise<Map<string, string | null>> {
  const cached = new Map<string, string | null>();
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    cached.set(request.url, response?.headers.get(REVISION_HEADER) ?? null);
  }
  return cached;
}

/** Result of one warm-up step, reported back to the page. */
export interface WarmResult {
  fetched: number;
  remaining: number;
}

/**
 * Runs one warm-up step in the service worker: fetches at most `batch` pages of the plan and
 * stores them with their revision. Failed fetches are left for a later step.
 */
export async function warmUpStep(options: {
  cache: Cache;
  origin: string;
  list: readonly WarmEntry[];
  batch: number;
  fetcher?: typeof fetch;
  /** What the cache holds (see `readRevisions`); kept up to date, so steps can share it. */
  cached?: Map<string, string | null>;
}): Promise<WarmResult> {
  const { cache, origin, list, batch, fetcher = fetch } = options;
  const cached = options.cached ?? (await readRevisions(cache));
  const plan = planWarmUp(origin, list, cached);
  await Promise.all(
    plan.remove.map((key) => {
      cached.delete(key);
      return cache.delete(key);
    }),
  );
  const revisions = new Map(list);
  let fetched = 0;
  for (const url of plan.fetch.slice(0, batch)) {
    try {
      const response = await fetcher(new URL(url, origin).href, { credentials: 'same-origin' });
      if (!response.ok || response.redirected) continue;
      const headers = new Headers(response.headers);
      headers.set(REVISION_HEADER, revisions.get(url) ?? '');
      const body = await response.blob();
      const key = pageKey(new URL(url, origin).href);
      await cache.put(key, new Response(body, { status: 200, statusText: 'OK', headers }));
      cached.set(key, revisions.get(url) ?? '');
      fetched += 1;
    } catch {
      // Offline or flaky: this page stays in the plan for the next idle step.
    }
  }
  return { fetched, remaining: plan.fetch.length - fetched };
}
