// Bounded load test: autocannon against `npm run serve` on loopback, a mix of pages, assets,
// the search index, a redirect and unknown urls. `npm run bench` calls runLoad; `npm run load`
// runs it alone (own server, exit 1 on any error). Duration and connections: quality-gates.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { siteNumber } from '../site-constant.mjs';
import {
  evaluateLoad,
  requestMix,
  spreadSample,
  staticAssets,
  statusChecker,
} from './load-plan.mjs';
import { withServer } from './server.mjs';

const MAX_SECONDS = 60;
const SAMPLED_PAGES = 12;
const UNKNOWN = [
  '/no-such-page/',
  '/concepts/no-such-page/',
  '/_next/static/chunks/no-such-chunk.js',
];

/** The url of every exported page (each `index.html` below out/, outside _next). */
function exportedPages(out, dir = out) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === '_next' ? [] : exportedPages(out, join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    const folder = relative(out, dir).split(sep).join('/');
    return [folder ? `/${folder}/` : '/'];
  });
}

/** The request mix for the build in `out`: sampled pages, the assets they load, 404s. */
export function loadPlan(out) {
  const pages = [
    '/',
    ...spreadSample(
      exportedPages(out).filter((url) => url !== '/'),
      SAMPLED_PAGES - 1,
    ),
  ];
  const html = (url) => readFileSync(join(out, url, 'index.html'), 'utf8');
  const assets = [...new Set(pages.flatMap((url) => staticAssets(html(url))))].sort();
  return requestMix({ pages, assets, searchIndex: '/search-index.json', unknown: UNKNOWN });
}

/** Runs the load test against `origin` (a loopback server) and returns the judged figures. */
export async function runLoad(origin, out) {
  const host = new URL(origin).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`load test: ${origin} is not a loopback address`);
  }
  const duration = Math.min(siteNumber('LOAD_DURATION_S'), MAX_SECONDS);
  const checker = statusChecker();
  const requests = loadPlan(out).map((request) => ({
    method: 'GET',
    path: request.path,
    onResponse: (status) => checker.check(request, status),
  }));
  const result = await autocannon({
    url: origin,
    connections: siteNumber('LOAD_CONNECTIONS'),
    duration,
    timeout: siteNumber('LOAD_TIMEOUT_S'),
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests,
  });
  return { mix: requests.length, ...evaluateLoad(result, checker.count(), checker.unexpected()) };
}

/** One line per figure, for the bench and the standalone run. */
export function printLoad(figures) {
  console.log(
    `${figures.requests} requests in ${figures.seconds} s over ${figures.connections} connections (mix of ${figures.mix} urls)`,
  );
  console.log(
    `requests/s ${figures.rps}, latency p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
  );
  console.log(
    `errors ${figures.errors} (socket ${figures.socketErrors}, timeouts ${figures.timeouts}, unexpected status ${figures.unexpectedStatus}) ${figures.ok ? 'PASS' : 'FAIL'}`,
  );
  for (const line of figures.unexpected.slice(0, 10)) console.log(`  ${line}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = fileURLToPath(new URL('../../out', import.meta.url));
  if (!existsSync(join(out, 'index.html'))) {
    console.error('out/ is missing: run `npm run build` before the load test.');
    process.exit(1);
  }
  const port = Number(process.env.LOAD_PORT || 4197);
  const figures = await withServer(port, (origin) => runLoad(origin, out));
  printLoad(figures);
  process.exit(figures.ok ? 0 : 1);
}
