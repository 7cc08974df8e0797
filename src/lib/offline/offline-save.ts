/**
 * Saving a section for offline reading, in the page: every file of the section is fetched and
 * stored in the service worker's own caches under the keys its runtime caching reads, so the
 * pages open offline exactly as warmed or visited pages do. The saved state is read back from
 * the caches, so it survives reloads; removing deletes exactly those entries.
 */
import { REVISION_HEADER } from '../../worker/cache-keys';
import { cacheSlot, type SectionEntry } from './offline-sections';

/** What the caches hold of a section. */
export interface SectionState {
  /** Files of the section present in the caches. */
  stored: number;
  total: number;
  saved: boolean;
}

/** Why saving stopped. */
export type SaveErrorKind = 'offline' | 'quota' | 'network';

/** A failed save, with how far it got. */
export class SaveError extends Error {
  constructor(
    readonly kind: SaveErrorKind,
    readonly done: number,
    readonly total: number,
  ) {
    super(`Saving stopped (${kind}) after ${done} of ${total} files`);
    this.name = 'SaveError';
  }
}

interface Deps {
  caches: CacheStorage;
  origin: string;
}

/** How much of a section the caches hold. */
export async function readSectionState(
  section: SectionEntry,
  { caches, origin }: Deps,
): Promise<SectionState> {
  const opened = new Map<string, Cache>();
  let stored = 0;
  for (const [path] of section.files) {
    const { cache, key } = cacheSlot(origin, path);
    if (!opened.has(cache)) opened.set(cache, await caches.open(cache));
    if (await opened.get(cache)!.match(key)) stored += 1;
  }
  const total = section.files.length;
  return { stored, total, saved: total > 0 && stored === total };
}

/** Whether an error is the browser refusing to store more. */
export function isQuotaError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'QuotaExceededError' || /quota/i.test(`${error.name} ${error.message}`))
  );
}

/**
 * Fetches and stores every file of a section, a few at a time, reporting progress. Fails with
 * a SaveError: 'offline' without a network, 'quota' when storage is full, 'network' when a
 * file cannot be fetched.
 */
export async function saveSection(
  section: SectionEntry,
  {
    caches,
    origin,
    fetcher = fetch,
    concurrency = 4,
    online = () => true,
    onProgress = () => undefined,
  }: Deps & {
    fetcher?: typeof fetch;
    concurrency?: number;
    online?: () => boolean;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<void> {
  const total = section.files.length;
  let done = 0;
  if (!online()) throw new SaveError('offline', 0, total);
  const queue = [...section.files];
  const opened = new Map<string, Promise<Cache>>();
  const open = (name: string) => {
    if (!opened.has(name)) opened.set(name, caches.open(name));
    return opened.get(name)!;
  };
  let failure: SaveError | null = null;
  const worker = async () => {
    for (let file = queue.shift(); file && !failure; file = queue.shift()) {
      const [path, , revision] = file;
      const { cache, key } = cacheSlot(origin, path);
      let response: Response;
      try {
        response = await fetcher(new URL(path, origin).href, {
          credentials: 'same-origin',
          cache: 'no-cache',
        });
      } catch {
        failure ??= new SaveError(online() ? 'network' : 'offline', done, total);
        return;
      }
      if (!response.ok || response.redirected) {
        failure ??= new SaveError('network', done, total);
        return;
      }
      const headers = new Headers(response.headers);
      // Marks the file as saved (a new version of the worker fetches it again), with the
      // page's revision where the manifest has one.
      headers.set(REVISION_HEADER, revision ?? '');
      const body = await response.blob();
      try {
        await (await open(cache)).put(key, new Response(body, { status: 200, headers }));
      } catch (error) {
        failure ??= new SaveError(isQuotaError(error) ? 'quota' : 'network', done, total);
        return;
      }
      done += 1;
      onProgress(done, total);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failure) throw failure;
}

/** Deletes every entry of a section from the caches; returns how many were there. */
export async function removeSection(section: SectionEntry, { caches, origin }: Deps) {
  let removed = 0;
  for (const [path] of section.files) {
    const { cache, key } = cacheSlot(origin, path);
    if (await (await caches.open(cache)).delete(key)) removed += 1;
  }
  return removed;
}
