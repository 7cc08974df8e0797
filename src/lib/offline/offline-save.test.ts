import { CACHES, REVISION_HEADER } from '../../worker/cache-keys';
import { readSectionState, removeSection, saveSection, SaveError } from './offline-save';
import type { SectionEntry } from './offline-sections';

/** An in-memory CacheStorage: enough of the Cache API for these functions. */
function fakeCaches(putError?: Error) {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: string) => store.get(key),
      put: async (key: string, response: Response) => {
        if (putError) throw putError;
        store.set(key, response);
      },
      delete: async (key: string) => store.delete(key),
    } as unknown as Cache;
  };
  return { caches: { open } as unknown as CacheStorage, stores };
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

  it('refuses to start offline', async () => {
    const { caches } = fakeCaches();
    const error = await saveSection(section, { caches, origin, online: () => false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SaveError);
    expect(error).toMatchObject({ kind: 'offline', done: 0, total: 4 });
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

  it('says quota when the browser refuses to store more', async () => {
    const quota = Object.assign(new Error('The quota has been exceeded.'), {
      name: 'QuotaExceededError',
    });
    const { caches } = fakeCaches(quota);
    const error = await saveSection(section, { caches, origin, fetcher: ok }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'quota', done: 0 });
  });

  it('says network when a file is missing on the server', async () => {
    const { caches } = fakeCaches();
    const fetcher = (async () => new Response('gone', { status: 404 })) as typeof fetch;
    const error = await saveSection(section, { caches, origin, fetcher }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network' });
  });
});
