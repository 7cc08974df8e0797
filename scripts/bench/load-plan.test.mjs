import { describe, expect, it } from 'vitest';
import {
  evaluateLoad,
  requestMix,
  spreadSample,
  staticAssets,
  statusChecker,
} from './load-plan.mjs';

/** An autocannon result with only the fields the evaluation reads. */
function result(overrides = {}) {
  return {
    duration: 20.02,
    connections: 10,
    errors: 0,
    timeouts: 0,
    requests: { total: 24_000, average: 1199.6 },
    latency: { p50: 6, p99: 41 },
    ...overrides,
  };
}

describe('staticAssets', () => {
  it('lists each /_next/static file referenced by src or href once, without query or hash', () => {
    const html = `<link rel="stylesheet" href="/_next/static/css/a.css"/>
      <script src="/_next/static/chunks/main.js?v=1" async></script>
      <script src="/_next/static/chunks/main.js"></script>
      <link rel="preload" as="font" href="/_next/static/media/f.woff2#x"/>
      <a href="/concepts/">Concepts</a><img src="/icon.png"/>
      <script>self.__next_f.push(["/_next/static/chunks/inline.js"])</script>`;
    expect(staticAssets(html)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/css/a.css',
      '/_next/static/media/f.woff2',
    ]);
  });
});

describe('spreadSample', () => {
  it('keeps every url when there are few, sorted and unique', () => {
    expect(spreadSample(['/b/', '/a/', '/b/'], 5)).toEqual(['/a/', '/b/']);
  });

  it('spreads the sample over the whole list', () => {
    const urls = Array.from({ length: 100 }, (_, i) => `/p${String(i).padStart(3, '0')}/`);
    const sample = spreadSample(urls, 4);
    expect(sample).toEqual(['/p000/', '/p025/', '/p050/', '/p075/']);
  });
});

describe('requestMix', () => {
  const mix = requestMix({
    pages: ['/', '/concepts/', '/glossary/'],
    assets: ['/_next/static/a.js', '/_next/static/b.css'],
    searchIndex: '/search-index.json',
    unknown: ['/nope/', '/_next/static/nope.js'],
  });

  it('expects 200 for pages, assets and the index, 404 for unknown urls, 301 without the slash', () => {
    expect(mix).toHaveLength(3 + 2 + 1 + 2 + 1);
    const expected = Object.fromEntries(mix.map((request) => [request.path, request.status]));
    expect(expected).toEqual({
      '/': 200,
      '/concepts/': 200,
      '/glossary/': 200,
      '/_next/static/a.js': 200,
      '/_next/static/b.css': 200,
      '/search-index.json': 200,
      '/nope/': 404,
      '/_next/static/nope.js': 404,
      '/concepts': 301,
    });
  });

  it('interleaves the kinds so the first rounds meet every kind', () => {
    expect(mix.slice(0, 5).map((request) => request.status)).toEqual([200, 200, 200, 404, 301]);
    expect(mix.slice(0, 5).map((request) => request.path)).toEqual([
      '/',
      '/_next/static/a.js',
      '/search-index.json',
      '/nope/',
      '/concepts',
    ]);
  });

  it('refuses an empty plan', () => {
    expect(() =>
      requestMix({ pages: [], assets: ['/a.js'], searchIndex: '/s', unknown: [] }),
    ).toThrow(/no pages or no assets/);
  });
});

describe('statusChecker and evaluateLoad', () => {
  it('a clean run passes with its figures', () => {
    const checker = statusChecker();
    checker.check({ path: '/', status: 200 }, 200);
    checker.check({ path: '/nope/', status: 404 }, 404);
    expect(evaluateLoad(result(), checker.count(), checker.unexpected())).toEqual({
      seconds: 20.02,
      connections: 10,
      requests: 24_000,
      rps: 1200,
      p50Ms: 6,
      p99Ms: 41,
      socketErrors: 0,
      timeouts: 0,
      unexpectedStatus: 0,
      unexpected: [],
      errors: 0,
      ok: true,
    });
  });

  it('a status other than the expected one is an error, even a 200 where 404 was due', () => {
    const checker = statusChecker();
    checker.check({ path: '/nope/', status: 404 }, 200);
    checker.check({ path: '/nope/', status: 404 }, 200);
    checker.check({ path: '/', status: 200 }, 500);
    const figures = evaluateLoad(result(), checker.count(), checker.unexpected());
    expect(figures.ok).toBe(false);
    expect(figures.errors).toBe(3);
    expect(figures.unexpected).toEqual([
      '/nope/ got 200, expected 404 (2×)',
      '/ got 500, expected 200 (1×)',
    ]);
  });

  it('socket errors and timeouts fail the run and are told apart', () => {
    const figures = evaluateLoad(result({ errors: 3, timeouts: 1 }), 0);
    expect(figures).toMatchObject({ ok: false, errors: 3, socketErrors: 2, timeouts: 1 });
  });

  it('a run that sent nothing does not pass', () => {
    expect(evaluateLoad(result({ requests: { total: 0, average: 0 } }), 0).ok).toBe(false);
  });
});
