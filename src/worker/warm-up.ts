/**
 * Idle-time warm-up of the reading cache: each section's reading copies (and the home page) are
 * fetched once in small batches, the current section first, so that pages never visited open
 * offline. Each page load may fetch at most the build's byte allowance (what the first visit's
 * budget leaves after the precache); a corpus too large for one visit completes over the next
 * ones. Files whose build revision did not change are never fetched again; files gone from the
 * build are removed.
 */
import { REVISION_HEADER, pageKey } from './cache-keys';

/** One file of the warm-up list: its url, its revision (content hash) and its gzip size. */
export type WarmEntry = readonly [url: string, revision: string, bytes?: number];

/** The parsed warm-up list: its files and the bytes one page load may fetch. */
export interface WarmList {
  pages: WarmEntry[];
  /** Gzip bytes one page load may warm (Infinity when the build states none). */
  visitBudget: number;
}

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
  first?: string | null,
): WarmPlan {
  const wanted = new Set<string>();
  const fetch: string[] = [];
  for (const [url, revision] of list) {
    const key = pageKey(new URL(url, origin).href);
    wanted.add(key);
    if (cached.get(key) !== revision) fetch.push(url);
  }
  // The reader's current section first: the likeliest to be read next.
  if (first && fetch.includes(first))
    fetch.sort((a, b) => Number(b === first) - Number(a === first));
  const remove = [...cached.keys()].filter((key) => !wanted.has(key));
  return { fetch, remove };
}

/** Parses the warm-up list; anything malformed yields an empty list rather than an error. */
export function parseWarmList(data: unknown): WarmList {
  const { pages, visitBudget } = (data ?? {}) as { pages?: unknown; visitBudget?: unknown };
  return {
    pages: Array.isArray(pages)
      ? pages.filter(
          (entry): entry is WarmEntry =>
            Array.isArray(entry) &&
            typeof entry[0] === 'string' &&
            entry[0].startsWith('/') &&
            typeof entry[1] === 'string' &&
            (entry[2] === undefined || (typeof entry[2] === 'number' && entry[2] >= 0)),
        )
      : [],
    visitBudget:
      typeof visitBudget === 'number' && visitBudget >= 0 ? visitBudget : Number.POSITIVE_INFINITY,
  };
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
  /** Gzip bytes (as listed) of what this step fetched. */
  bytes: number;
}

/**
 * Runs one warm-up step in the service worker: fetches at most `batch` files of the plan, in
 * order, that fit the allowance, and stores them with their revision. Failed fetches are left
 * for a later step.
 */
export async function warmUpStep(options: {
  cache: Cache;
  origin: string;
  list: readonly WarmEntry[];
  batch: number;
  /** Gzip bytes this step may still fetch (the page load's allowance minus what it spent). */
  allowance?: number;
  /**
   * Whether the step's first file may exceed the allowance on its own: after the first visit,
   * a file larger than a whole allowance (a very large corpus's search index or section) is
   * fetched alone in a page load rather than never.
   */
  oversizedFirst?: boolean;
  /** Fetched first when it is due: the current section's file. */
  first?: string | null;
  fetcher?: typeof fetch;
  /** What the cache holds (see `readRevisions`); kept up to date, so steps can share it. */
  cached?: Map<string, string | null>;
}): Promise<WarmResult> {
  const { cache, origin, list, batch, fetcher = fetch } = options;
  const allowance = options.allowance ?? Number.POSITIVE_INFINITY;
  const cached = options.cached ?? (await readRevisions(cache));
  const plan = planWarmUp(origin, list, cached, options.first);
  await Promise.all(
    plan.remove.map((key) => {
      cached.delete(key);
      return cache.delete(key);
    }),
  );
  const revisions = new Map(list.map(([url, revision]) => [url, revision]));
  const sizes = new Map(list.map(([url, , size]) => [url, size ?? 0]));
  let fetched = 0;
  let bytes = 0;
  let tried = 0;
  for (const url of plan.fetch) {
    if (tried === batch) break;
    const size = sizes.get(url) ?? 0;
    // Over this page load's allowance: it waits for a later visit; a smaller one may fit.
    const alone = options.oversizedFirst && tried === 0;
    if (bytes + size > allowance && !alone) continue;
    tried += 1;
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
      bytes += size;
    } catch {
      // Offline or flaky: this page stays in the plan for the next idle step.
    }
  }
  return { fetched, remaining: plan.fetch.length - fetched, bytes };
}
