// The load test's pure parts: which requests it sends (and the status each must get), and
// how a run is judged. No I/O here, so vitest covers it (load-plan.test.mjs).

/** Every `/_next/static/…` file an exported HTML page references in a src or href attribute. */
export function staticAssets(html) {
  const found = new Set();
  for (const match of html.matchAll(/\s(?:src|href)="(\/_next\/static\/[^"?#]+)[^"]*"/g)) {
    found.add(match[1]);
  }
  return [...found].sort();
}

/** `count` urls spread evenly over the sorted list, always including the first. */
export function spreadSample(urls, count) {
  const sorted = [...new Set(urls)].sort();
  if (sorted.length <= count) return sorted;
  const step = sorted.length / count;
  return Array.from({ length: count }, (_, i) => sorted[Math.floor(i * step)]);
}

/**
 * The request mix, as `{ path, status }` in the order each connection cycles through:
 * pages and the search index answer 200, a page without its trailing slash redirects (301),
 * unknown urls (a page, an asset, a file) answer 404. Kinds are interleaved so every
 * connection meets all of them from its first rounds.
 */
export function requestMix({ pages, assets, searchIndex, unknown }) {
  if (!pages.length || !assets.length)
    throw new Error('load test: no pages or no assets to request');
  const kinds = [
    pages.map((path) => ({ path, status: 200 })),
    assets.map((path) => ({ path, status: 200 })),
    [{ path: searchIndex, status: 200 }],
    unknown.map((path) => ({ path, status: 404 })),
    pages
      .filter((path) => path !== '/')
      .slice(0, 1)
      .map((path) => ({ path: path.replace(/\/$/, ''), status: 301 })),
  ];
  const mix = [];
  const longest = Math.max(...kinds.map((kind) => kind.length));
  for (let i = 0; i < longest; i++) {
    for (const kind of kinds) if (i < kind.length) mix.push(kind[i]);
  }
  return mix;
}

/** Counts responses whose status differs from the expected one, per `path got status`. */
export function statusChecker() {
  const unexpected = new Map();
  return {
    check(request, status) {
      if (status === request.status) return;
      const key = `${request.path} got ${status}, expected ${request.status}`;
      unexpected.set(key, (unexpected.get(key) ?? 0) + 1);
    },
    unexpected: () => [...unexpected].map(([what, count]) => `${what} (${count}×)`),
    count: () => [...unexpected.values()].reduce((sum, n) => sum + n, 0),
  };
}

/**
 * Judges an autocannon result: requests per second (mean of the per-second samples),
 * latency p50/p99 in ms, and errors = socket errors and timeouts plus every response whose
 * status was not the expected one. The run passes only with zero errors.
 */
export function evaluateLoad(result, unexpectedCount, unexpectedList = []) {
  const errors = result.errors + unexpectedCount;
  return {
    seconds: result.duration,
    connections: result.connections,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    unexpectedStatus: unexpectedCount,
    unexpected: unexpectedList,
    errors,
    ok: errors === 0 && result.requests.total > 0,
  };
}
