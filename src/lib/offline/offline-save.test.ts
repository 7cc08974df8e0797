import { CACHES, REVISION_HEADER } from '../../worker/cache-keys';
import {
  isQuotaError,
  readSectionState,
  removeSection,
  saveSection,
  SaveError,
} from './offline-save';
import type { SectionEntry } from './offline-sections';

/**
 * An in-memory CacheStorage: enough of the Cache API for these functions. It records the
 * caches opened; `failPut`: puts reject with its reason (which need not be an Error), once `after` puts (0 by
 * default) have succeeded.
 */
function fakeCaches(failPut?: { reason: unknown; after?: number }) {
  let puts = 0;
  const stores = new Map<string, Map<string, Response>>();
  const opens: string[] = [];
  const open = async (name: string) => {
    opens.push(name);
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: string) => store.get(key),
      put: async (key: string, response: Response) => {
        if (failPut && puts >= (failPut.after ?? 0)) throw failPut.reason;
        puts += 1;
        store.set(key, response);
      },
      delete: async (key: string) => store.delete(key),
    } as unknown as Cache;
  };
  return { caches: { open } as unknown as CacheStorage, stores, opens };
}

const origin = 'https://example.org';
const section: SectionEntry = {
  id: 'concepts',
  title: 'Concepts',
  urls: ['/concepts/', '/concepts/targets/'],
  pages: 2,
  bytes: 30,
  files: [
    ['/concepts/', 10, 'rev1'],
    ['/concepts/index.txt', 5],
    ['/concepts/targets/', 10, 'rev2'],
    ['/concepts/targets/index.txt', 5],
  ],
};
const ok = (async (url: string) => new Response(`body of ${url}`)) as typeof fetch;

describe('saving a section for offline', () => {
  it('stores every file in the worker caches, with progress and the page revisions', async () => {
    const { caches, stores } = fakeCaches();
    const progress: number[] = [];
    await saveSection(section, {
      caches,
      origin,
      fetcher: ok,
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([1, 2, 3, 4]);
    expect([...stores.get(CACHES.pages)!.keys()]).toEqual([
      'https://example.org/concepts/',
      'https://example.org/concepts/targets/',
    ]);
    expect([...stores.get(CACHES.rsc)!.keys()].sort()).toEqual([
      'https://example.org/concepts/index.txt',
      'https://example.org/concepts/targets/index.txt',
    ]);
    const page = stores.get(CACHES.pages)!.get('https://example.org/concepts/targets/')!;
    expect(page.headers.get(REVISION_HEADER)).toBe('rev2');
    // Payloads have no revision, but are marked as saved all the same.
    const payload = stores.get(CACHES.rsc)!.get('https://example.org/concepts/index.txt')!;
    expect(payload.headers.get(REVISION_HEADER)).toBe('');
    expect(await page.text()).toBe('body of https://example.org/concepts/targets/');
    expect(await readSectionState(section, { caches, origin })).toEqual({
      stored: 4,
      total: 4,
      saved: true,
    });
  });

  it('removes exactly those entries, leaving other pages alone', async () => {
    const { caches, stores } = fakeCaches();
    await saveSection(section, { caches, origin, fetcher: ok });
    const other = await caches.open(CACHES.pages);
    await other.put('https://example.org/guides/', new Response('guides'));
    expect(await removeSection(section, { caches, origin })).toBe(4);
    expect([...stores.get(CACHES.pages)!.keys()]).toEqual(['https://example.org/guides/']);
    expect(stores.get(CACHES.rsc)!.size).toBe(0);
    expect((await readSectionState(section, { caches, origin })).saved).toBe(false);
  });

  it('reports a partly stored section as not saved', async () => {
    const { caches } = fakeCaches();
    await (await caches.open(CACHES.pages)).put(`${origin}/concepts/`, new Response('x'));
    expect(await readSectionState(section, { caches, origin })).toEqual({
      stored: 1,
      total: 4,
      saved: false,
    });
  });

  it('refuses to start offline, without asking the network for anything', async () => {
    const { caches } = fakeCaches();
    const fetcher = vi.fn(ok);
    const error = await saveSection(section, {
      caches,
      origin,
      fetcher,
      online: () => false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveError);
    expect(error).toMatchObject({ kind: 'offline', done: 0, total: 4 });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches each file fresh from the server, with the site cookies', async () => {
    const { caches } = fakeCaches();
    const fetcher = vi.fn(ok);
    await saveSection(section, { caches, origin, fetcher });
    expect(fetcher).toHaveBeenCalledTimes(4);
    // A copy the HTTP cache kept could be stale: the saved one must be what the server has now.
    for (const [, init] of fetcher.mock.calls) {
      expect(init).toEqual({ credentials: 'same-origin', cache: 'no-cache' });
    }
  });

  it('fetches a few files at a time, however many there are', async () => {
    const many: SectionEntry = {
      ...section,
      files: Array.from({ length: 10 }, (_, i) => [`/concepts/p${i}/`, 1] as [string, number]),
    };
    for (const [concurrency, expected] of [
      [undefined, 4],
      [2, 2],
      [0, 1],
    ] as const) {
      const { caches, stores } = fakeCaches();
      let inFlight = 0;
      let most = 0;
      const fetcher = (async (url: string) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 0));
        inFlight -= 1;
        return new Response(url);
      }) as typeof fetch;
      await saveSection(many, { caches, origin, fetcher, concurrency });
      expect(most).toBe(expected);
      expect(stores.get(CACHES.pages)!.size).toBe(10);
    }
  });

  it('opens each cache once, not once per file', async () => {
    const { caches, opens } = fakeCaches();
    await saveSection(section, { caches, origin, fetcher: ok, concurrency: 1 });
    expect(opens.sort()).toEqual([CACHES.pages, CACHES.rsc].sort());
    opens.length = 0;
    await readSectionState(section, { caches, origin });
    expect(opens.sort()).toEqual([CACHES.pages, CACHES.rsc].sort());
  });

  it('reports a section without files as not saved', async () => {
    const { caches } = fakeCaches();
    expect(await readSectionState({ ...section, files: [] }, { caches, origin })).toEqual({
      stored: 0,
      total: 0,
      saved: false,
    });
  });

  it('says offline when the network goes away while saving', async () => {
    const { caches } = fakeCaches();
    let online = true;
    let calls = 0;
    const fetcher = (async (url: string) => {
      calls += 1;
      if (calls > 1) {
        online = false;
        throw new TypeError('Failed to fetch');
      }
      return new Response(url);
    }) as typeof fetch;
    const error = await saveSection(section, {
      caches,
      origin,
      fetcher,
      concurrency: 1,
      online: () => online,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'offline', done: 1, total: 4 });
  });

  it('says network when a file cannot be fetched while online', async () => {
    const { caches } = fakeCaches();
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await saveSection(section, { caches, origin, fetcher }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', done: 0, total: 4 });
  });

  it('says quota when the browser refuses to store more', async () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), {
      name: 'QuotaExceededError',
    });
    const { caches } = fakeCaches({ reason: quota });
    const error = await saveSection(section, { caches, origin, fetcher: ok }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'quota', done: 0 });
  });

  it('says network when storing fails for another reason, even without an Error', async () => {
    for (const reason of [new Error('The cache was closed'), undefined, 'broken']) {
      const { caches } = fakeCaches({ reason });
      const error = await saveSection(section, { caches, origin, fetcher: ok }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SaveError);
      expect(error).toMatchObject({ kind: 'network', done: 0 });
    }
  });

  it('names the failure and how far it got, for the console and error reports', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    const { caches } = fakeCaches({ reason: quota, after: 2 });
    const error = await saveSection(section, { caches, origin, fetcher: ok, concurrency: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('SaveError');
    expect((error as Error).message).toBe('Saving stopped (quota) after 2 of 4 files');
    expect(String(error)).toBe('SaveError: Saving stopped (quota) after 2 of 4 files');
  });

  it('says network when a file is missing on the server', async () => {
    const { caches } = fakeCaches();
    const fetcher = (async () => new Response('gone', { status: 404 })) as typeof fetch;
    const error = await saveSection(section, { caches, origin, fetcher }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });
});

describe('which errors mean the storage is full', () => {
  const named = (name: string, message = '') => Object.assign(new Error(message), { name });
  it.each([
    ['Chromium and Safari', named('QuotaExceededError', 'The quota has been exceeded.')],
    ['a DOMException', new DOMException('Storage is full', 'QuotaExceededError')],
    ['Firefox', named('NS_ERROR_DOM_QUOTA_REACHED', 'Persistent storage maximum size reached')],
    ['a message only', named('Error', 'Quota exceeded for this origin')],
  ])('%s', (_, error) => expect(isQuotaError(error)).toBe(true));

  it.each([
    ['another error', new Error('The cache was closed')],
    ['an unnamed error', named('', 'boom')],
    ['a type error', new TypeError('Failed to fetch')],
    ['an error-like object', { name: 'QuotaExceededError', message: 'quota' }],
    ['nothing', undefined],
    ['null', null],
  ])('not %s', (_, error) => expect(isQuotaError(error)).toBe(false));
});
