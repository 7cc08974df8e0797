import { CACHES, REVISION_HEADER } from './cache-keys';
import { buildIdOf, queueResave, reconcileCaches, resaveStep, type CacheStore } from './upgrade';
import type { WarmEntry } from './warm-up';

const origin = 'https://docs.test';
const NEW = 'build-B-3f9a';
const OLD = 'build-A-77c1';

/** CacheStorage in memory: enough for the worker's upgrade steps. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const store = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return stores.get(name)!;
  };
  const urlOf = (key: RequestInfo | URL) =>
    typeof key === 'string' ? new URL(key, origin).href : key instanceof URL ? key.href : key.url;
  const caches: CacheStore = {
    open: async (name) =>
      ({
        keys: async () => [...store(name).keys()].map((url) => new Request(url)),
        match: async (key: RequestInfo) => store(name).get(urlOf(key))?.clone(),
        put: async (key: RequestInfo, response: Response) =>
          void store(name).set(urlOf(key), response),
        delete: async (key: RequestInfo) => store(name).delete(urlOf(key)),
      }) as unknown as Cache,
  };
  const paths = (name: string) => [...store(name).keys()].map((url) => new URL(url).pathname);
  return { caches, store, paths };
}

const page = (build: string, headers: Record<string, string> = {}) =>
  new Response(`<html><script>self.__next_f.push([1,"{\\"b\\":\\"${build}\\"}"])</script></html>`, {
    headers: { 'content-type': 'text/html', ...headers },
  });

describe('buildIdOf', () => {
  it("reads the build id from the precache list's build manifest", () => {
    expect(
      buildIdOf([
        '/_next/static/chunks/main-1.js',
        `/_next/static/${NEW}/_buildManifest.js`,
        '/offline/',
      ]),
    ).toBe(NEW);
    expect(buildIdOf(['/_next/static/chunks/main-1.js'])).toBeNull();
    // Only the manifest itself, at the root of the build's folder.
    expect(buildIdOf(['/docs/_next/static/x/_buildManifest.js'])).toBeNull();
    expect(buildIdOf(['/_next/static/x/_buildManifest.js.map'])).toBeNull();
  });
});

describe('reconcileCaches', () => {
  const warmList: WarmEntry[] = [
    ['/', 'home-B', 10],
    ['/offline-pages/concepts.json', 'concepts-2', 20],
    ['/offline-pages/guides.json', 'guides-1', 30],
  ];

  async function filled() {
    const memory = memoryCaches();
    const put = async (name: string, path: string, response: Response) =>
      (await memory.caches.open(name)).put(`${origin}${path}`, response);
    // Pages: one of each build, a saved one of the old build.
    await put(CACHES.pages, '/guides/', page(OLD));
    await put(CACHES.pages, '/concepts/', page(NEW));
    await put(CACHES.pages, '/api/', page(OLD, { [REVISION_HEADER]: 'r1' }));
    await put(
      CACHES.rsc,
      '/api/index.txt',
      new Response(`0:{"b":"${OLD}"}`, { headers: { [REVISION_HEADER]: '' } }),
    );
    await put(CACHES.rsc, '/concepts/index.txt', new Response(`0:{"b":"${NEW}"}`));
    // Saved before payloads were marked: it goes with its saved page. A visit's does not.
    await put(CACHES.pages, '/api/cli/', page(OLD, { [REVISION_HEADER]: 'r3' }));
    await put(CACHES.rsc, '/api/cli/index.txt', new Response(`0:{"b":"${OLD}"}`));
    await put(CACHES.rsc, '/api/cli/__next.$c$slug.__PAGE__.txt', new Response(`{"b":"${OLD}"}`));
    await put(CACHES.rsc, '/api/cli/index.txt.bak', new Response('old'));
    await put(CACHES.rsc, '/guides/index.txt', new Response(`0:{"b":"${OLD}"}`));
    // Reading copies: current, outdated, gone from the build.
    const copy = (revision: string) =>
      new Response('{}', { headers: { [REVISION_HEADER]: revision } });
    await put(CACHES.reading, '/', copy('home-A'));
    await put(CACHES.reading, '/offline-pages/concepts.json', copy('concepts-1'));
    await put(CACHES.reading, '/offline-pages/guides.json', copy('guides-1'));
    await put(CACHES.reading, '/offline-pages/old-section.json', copy('x'));
    // Assets: data files of a build, and images that outlive it.
    await put(
      CACHES.assets,
      '/offline-sections.json',
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    await put(
      CACHES.assets,
      '/logo.png',
      new Response('png', { headers: { 'content-type': 'image/png' } }),
    );
    return memory;
  }

  it("removes the old build's pages and payloads and queues the saved ones to fetch again", async () => {
    const memory = await filled();
    const { resave } = await reconcileCaches({
      caches: memory.caches,
      buildId: NEW,
      origin,
      warmList,
    });
    expect(memory.paths(CACHES.pages)).toEqual(['/concepts/']);
    expect(memory.paths(CACHES.rsc)).toEqual(['/concepts/index.txt']);
    expect(resave.map((url) => new URL(url).pathname).sort()).toEqual([
      '/api/',
      '/api/cli/',
      '/api/cli/__next.$c$slug.__PAGE__.txt',
      '/api/cli/index.txt',
      '/api/index.txt',
    ]);
  });

  it('keeps only the reading copies the new warm-up list carries at the same revision', async () => {
    const memory = await filled();
    await reconcileCaches({ caches: memory.caches, buildId: NEW, origin, warmList });
    expect(memory.paths(CACHES.reading)).toEqual(['/offline-pages/guides.json']);
  });

  it('keeps every reading copy when the new list could not be read', async () => {
    const memory = await filled();
    await reconcileCaches({ caches: memory.caches, buildId: NEW, origin, warmList: null });
    expect(memory.paths(CACHES.reading)).toHaveLength(4);
  });

  it("drops the old build's data files and keeps images and fonts", async () => {
    const memory = await filled();
    const { removed } = await reconcileCaches({
      caches: memory.caches,
      buildId: NEW,
      origin,
      warmList,
    });
    expect(memory.paths(CACHES.assets)).toEqual(['/logo.png']);
    expect(removed).toContain(`${origin}/offline-sections.json`);
  });

  it("drops the config explainer's bundle: its file names outlive a build, its code does not", async () => {
    const memory = await filled();
    const explainer = await memory.caches.open(CACHES.explainer);
    for (const path of ['/explainer/explainer.js', '/explainer/chunk-ABC.js'])
      await explainer.put(`${origin}${path}`, new Response('code'));
    const { removed } = await reconcileCaches({
      caches: memory.caches,
      buildId: NEW,
      origin,
      warmList,
    });
    expect(memory.paths(CACHES.explainer)).toEqual([]);
    expect(removed).toContain(`${origin}/explainer/chunk-ABC.js`);
  });

  it('changes nothing when every entry is of the current build', async () => {
    const memory = memoryCaches();
    await (await memory.caches.open(CACHES.pages)).put(`${origin}/concepts/`, page(NEW));
    const result = await reconcileCaches({
      caches: memory.caches,
      buildId: NEW,
      origin,
      warmList: [],
    });
    expect(result).toEqual({ removed: [], resave: [] });
    expect(memory.paths(CACHES.pages)).toEqual(['/concepts/']);
  });
});

describe('resaveStep', () => {
  it('fetches queued pages again into the caches Save for offline uses, with their revision', async () => {
    const memory = memoryCaches();
    await queueResave(memory.caches, [
      `${origin}/api/`,
      `${origin}/api/index.txt`,
      `${origin}/api/cli/`,
    ]);
    const fetched: string[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      // Never the HTTP cache's copy: it may be the old build's.
      expect(init).toEqual({ credentials: 'same-origin', cache: 'no-cache' });
      fetched.push(new URL(url).pathname);
      return new Response(`fresh ${url}`);
    }) as typeof fetch;
    const revisions = new Map([['/api/', 'r2']]);
    const first = await resaveStep({ caches: memory.caches, origin, batch: 2, revisions, fetcher });
    expect(first).toEqual({ fetched: 2, remaining: 1 });
    expect(memory.paths(CACHES.pages)).toEqual(['/api/']);
    expect(memory.paths(CACHES.rsc)).toEqual(['/api/index.txt']);
    const saved = await (await memory.caches.open(CACHES.pages)).match(`${origin}/api/`);
    expect(saved!.headers.get(REVISION_HEADER)).toBe('r2');
    expect(await saved!.text()).toBe(`fresh ${origin}/api/`);
    // A payload has no revision of its own, but is marked as saved.
    const payload = await (await memory.caches.open(CACHES.rsc)).match(`${origin}/api/index.txt`);
    expect(payload!.headers.get(REVISION_HEADER)).toBe('');
    expect(
      await resaveStep({ caches: memory.caches, origin, batch: 2, revisions, fetcher }),
    ).toEqual({
      fetched: 1,
      remaining: 0,
    });
    expect(memory.paths(CACHES.resave)).toEqual([]);
  });

  it('keeps what fails queued: offline, an error page, a redirect', async () => {
    const memory = memoryCaches();
    await queueResave(memory.caches, [`${origin}/a/`, `${origin}/b/`, `${origin}/c/`]);
    const fetcher = (async (url: string) => {
      if (url.endsWith('/a/')) throw new TypeError('Failed to fetch');
      if (url.endsWith('/b/')) return new Response('oops', { status: 503 });
      const moved = new Response('elsewhere');
      Object.defineProperty(moved, 'redirected', { value: true });
      return moved;
    }) as typeof fetch;
    expect(
      await resaveStep({ caches: memory.caches, origin, batch: 8, revisions: new Map(), fetcher }),
    ).toEqual({ fetched: 0, remaining: 3 });
    expect(memory.paths(CACHES.resave)).toHaveLength(3);
    expect(memory.paths(CACHES.pages)).toEqual([]);
  });
});
