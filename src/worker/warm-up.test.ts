import { REVISION_HEADER } from './cache-keys';
import { parseWarmList, planWarmUp, readRevisions, warmUpStep, type WarmEntry } from './warm-up';

const origin = 'https://docs.test';
const list: WarmEntry[] = [
  ['/concepts/', 'a1', 300],
  ['/guides/', 'b1', 500],
  ['/loaders/', 'c1', 200],
];

describe('planWarmUp', () => {
  it('fetches missing and outdated pages, keeps current ones and removes deleted ones', () => {
    const cached = new Map<string, string | null>([
      [`${origin}/concepts/`, 'a1'],
      [`${origin}/guides/`, 'b0'],
      [`${origin}/old-page/`, 'z9'],
    ]);
    expect(planWarmUp(origin, list, cached)).toEqual({
      fetch: ['/guides/', '/loaders/'],
      remove: [`${origin}/old-page/`],
    });
  });
  it('puts the current section first when it is due, and only then', () => {
    const cached = new Map<string, string | null>([[`${origin}/guides/`, 'b1']]);
    expect(planWarmUp(origin, list, new Map(), '/loaders/').fetch).toEqual([
      '/loaders/',
      '/concepts/',
      '/guides/',
    ]);
    expect(planWarmUp(origin, list, cached, '/guides/').fetch).toEqual(['/concepts/', '/loaders/']);
  });
  it('refetches a page cached by a visit, which carries no revision', () => {
    const cached = new Map([[`${origin}/concepts/`, null]]);
    expect(planWarmUp(origin, list, cached).fetch).toContain('/concepts/');
  });
});

describe('parseWarmList', () => {
  it('keeps well-formed entries and never throws on odd input', () => {
    expect(
      parseWarmList({
        pages: [['/a/', 'r'], ['/b/', 'r', 12], ['/c/', 'r', -1], ['b', 'r'], [1, 2], 'x'],
        visitBudget: 1000,
      }),
    ).toEqual({
      pages: [
        ['/a/', 'r'],
        ['/b/', 'r', 12],
      ],
      visitBudget: 1000,
    });
    expect(parseWarmList(null)).toEqual({ pages: [], visitBudget: Number.POSITIVE_INFINITY });
    // Only site paths are fetched (never another origin), with a text revision; a size may be 0.
    expect(
      parseWarmList({
        pages: [
          ['https://elsewhere.test/a/', 'r'],
          ['/a', 'r'],
          ['/d/', 7],
          ['/e/', 'r', 0],
        ],
      }).pages,
    ).toEqual([
      ['/a', 'r'],
      ['/e/', 'r', 0],
    ]);
    expect(parseWarmList({ pages: [['/a/', 'r', '12']] }).pages).toEqual([]);
    // A budget is a number of bytes, 0 included; anything else means no limit.
    expect(parseWarmList({ visitBudget: 0 }).visitBudget).toBe(0);
    expect(parseWarmList({ visitBudget: -1 }).visitBudget).toBe(Number.POSITIVE_INFINITY);
    expect(parseWarmList({ visitBudget: '100' }).visitBudget).toBe(Number.POSITIVE_INFINITY);
    expect(parseWarmList({ pages: 'nope', visitBudget: 'x' })).toEqual({
      pages: [],
      visitBudget: Number.POSITIVE_INFINITY,
    });
  });
});

/** A Cache-like map, enough for warmUpStep. */
function memoryCache() {
  const store = new Map<string, Response>();
  return {
    store,
    cache: {
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (request: RequestInfo) =>
        store.get(typeof request === 'string' ? request : request.url)?.clone(),
      delete: async (key: string) => store.delete(key),
      put: async (key: string, response: Response) => void store.set(key, response),
    } as unknown as Cache,
  };
}

describe('warmUpStep', () => {
  it('fetches one batch, stamps revisions, and reports what remains', async () => {
    const { cache, store } = memoryCache();
    const fetched: string[] = [];
    const fetcher = (async (url: string) => {
      fetched.push(url);
      return new Response(`<html>${url}</html>`, { headers: { 'content-type': 'text/html' } });
    }) as typeof fetch;
    const first = await warmUpStep({ cache, origin, list, batch: 2, fetcher });
    expect(first).toEqual({ fetched: 2, remaining: 1, bytes: 800 });
    expect(store.get(`${origin}/concepts/`)?.headers.get(REVISION_HEADER)).toBe('a1');
    const second = await warmUpStep({ cache, origin, list, batch: 2, fetcher });
    expect(second).toEqual({ fetched: 1, remaining: 0, bytes: 200 });
    expect(await warmUpStep({ cache, origin, list, batch: 2, fetcher })).toEqual({
      fetched: 0,
      remaining: 0,
      bytes: 0,
    });
    expect(fetched).toHaveLength(3);
  });
  it('leaves failed pages for a later step', async () => {
    const { cache } = memoryCache();
    const fetcher = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await warmUpStep({ cache, origin, list, batch: 8, fetcher })).toEqual({
      fetched: 0,
      remaining: 3,
      bytes: 0,
    });
  });
  it('never stores an error page or a redirect: they stay due for a later step', async () => {
    const { cache, store } = memoryCache();
    const answers: Record<string, () => Response> = {
      '/concepts/': () => new Response('Not Found', { status: 404 }),
      '/guides/': () => new Response('Server Error', { status: 500 }),
      '/loaders/': () => {
        const moved = new Response('<html>elsewhere</html>');
        Object.defineProperty(moved, 'redirected', { value: true });
        return moved;
      },
    };
    const fetcher = (async (url: string) => answers[new URL(url).pathname]!()) as typeof fetch;
    expect(await warmUpStep({ cache, origin, list, batch: 8, fetcher })).toEqual({
      fetched: 0,
      remaining: 3,
      bytes: 0,
    });
    expect(store.size).toBe(0);
  });

  it('stops at the allowance: the first visit stays within its budget, a later one goes on', async () => {
    const { cache, store } = memoryCache();
    const fetcher = (async (url: string) => new Response(url)) as typeof fetch;
    // 300 + 500 would exceed 700: the guides wait for the next page load, the loaders fit.
    const visit = await warmUpStep({ cache, origin, list, batch: 8, fetcher, allowance: 700 });
    expect(visit).toEqual({ fetched: 2, remaining: 1, bytes: 500 });
    expect([...store.keys()]).toEqual([`${origin}/concepts/`, `${origin}/loaders/`]);
    const nothingLeft = await warmUpStep({ cache, origin, list, batch: 8, fetcher, allowance: 0 });
    expect(nothingLeft).toEqual({ fetched: 0, remaining: 1, bytes: 0 });
    const next = await warmUpStep({ cache, origin, list, batch: 8, fetcher, allowance: 700 });
    expect(next).toEqual({ fetched: 1, remaining: 0, bytes: 500 });
  });
  it('after the first visit, fetches a file larger than a whole allowance alone, never on the first', async () => {
    const { cache } = memoryCache();
    const fetcher = (async (url: string) => new Response(url)) as typeof fetch;
    const big: WarmEntry[] = [['/search-index.json', 'i1', 5000], ...list];
    const first = await warmUpStep({
      cache,
      origin,
      list: big,
      batch: 8,
      fetcher,
      allowance: 1000,
    });
    expect(first).toEqual({ fetched: 3, remaining: 1, bytes: 1000 });
    const later = { cache, origin, list: big, batch: 8, fetcher, allowance: 1000 };
    expect(await warmUpStep({ ...later, oversizedFirst: true })).toEqual({
      fetched: 1,
      remaining: 0,
      bytes: 5000,
    });
  });
  it('after the first visit, fetches only the first file over the allowance, then what fits', async () => {
    const { cache, store } = memoryCache();
    const fetcher = (async (url: string) => new Response(url)) as typeof fetch;
    const two: WarmEntry[] = [
      ['/a.json', 'a', 900],
      ['/b.json', 'b', 900],
      ['/c/', 'c', 50],
    ];
    const step = { cache, origin, list: two, batch: 8, fetcher, allowance: 100 };
    expect(await warmUpStep({ ...step, oversizedFirst: true })).toEqual({
      fetched: 1,
      remaining: 2,
      bytes: 900,
    });
    expect([...store.keys()]).toEqual([`${origin}/a.json`]);
  });
  it("removes the cached files the build no longer lists, from the cache and the step's view", async () => {
    const { cache, store } = memoryCache();
    const old = new Response('old', { headers: { [REVISION_HEADER]: 'x' } });
    await cache.put(`${origin}/offline-pages/gone.json`, old);
    const cached = await readRevisions(cache);
    const fetcher = (async (url: string) => new Response(url)) as typeof fetch;
    await warmUpStep({ cache, origin, list, batch: 8, fetcher, cached });
    expect(store.has(`${origin}/offline-pages/gone.json`)).toBe(false);
    expect(cached.has(`${origin}/offline-pages/gone.json`)).toBe(false);
  });
  it('fetches with the same-origin credentials of a page request', async () => {
    const { cache } = memoryCache();
    const inits: (RequestInit | undefined)[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      inits.push(init);
      return new Response(url);
    }) as typeof fetch;
    await warmUpStep({ cache, origin, list: list.slice(0, 1), batch: 1, fetcher });
    expect(inits).toEqual([{ credentials: 'same-origin' }]);
  });
  it('counts a batch by the files it tries, so a failing network stops the step', async () => {
    const { cache } = memoryCache();
    let calls = 0;
    const fetcher = (async () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await warmUpStep({ cache, origin, list, batch: 2, fetcher });
    expect(calls).toBe(2);
  });
  it('fetches the current section first', async () => {
    const { cache } = memoryCache();
    const fetched: string[] = [];
    const fetcher = (async (url: string) => {
      fetched.push(new URL(url).pathname);
      return new Response(url);
    }) as typeof fetch;
    await warmUpStep({ cache, origin, list, batch: 1, fetcher, first: '/guides/' });
    expect(fetched).toEqual(['/guides/']);
  });
  it('keeps a shared view of the cache up to date, so later steps need not read it again', async () => {
    const { cache } = memoryCache();
    const fetcher = (async (url: string) => new Response(url)) as typeof fetch;
    const cached = await readRevisions(cache);
    await warmUpStep({ cache, origin, list, batch: 8, fetcher, cached });
    expect(cached).toEqual(
      new Map([
        [`${origin}/concepts/`, 'a1'],
        [`${origin}/guides/`, 'b1'],
        [`${origin}/loaders/`, 'c1'],
      ]),
    );
    expect(await readRevisions(cache)).toEqual(cached);
  });
});
