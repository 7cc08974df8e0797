// Offline figures of a built out/: precache (the first-visit background download) and the idle-time warm-up, gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipBytes, kib } from './sizes.mjs';

/** The first visit may make the service worker download at most this much, gzip over the wire. */
export const FIRST_VISIT_BUDGET_BYTES = 2 * 1024 * 1024;

/** The precache list serwist injected into out/sw.js: `[{ url, revision }]`. */
export function precacheEntries(outDir) {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]);
}

/** Exported file behind a site url (`/x/` is `x/index.html`). */
export function fileOfUrl(outDir, url) {
  const path = decodeURIComponent(url.split('?')[0]);
  return join(outDir, path.endsWith('/') ? `${path}index.html` : path);
}

/** Gzip bytes of a list of site urls, plus the raw bytes. */
function total(outDir, urls) {
  let gzip = 0;
  for (const url of urls) gzip += gzipBytes(fileOfUrl(outDir, url));
  return gzip;
}

/** What installing the service worker downloads: sw.js and its precache, gzip. */
export function installFigures(outDir) {
  if (!existsSync(join(outDir, 'sw.js'))) throw new Error('out/sw.js is missing: run the build');
  const precache = precacheEntries(outDir);
  const precacheGzip = total(outDir, precache);
  const swGzip = gzipBytes(join(outDir, 'sw.js'));
  return {
    precacheFiles: precache.length,
    precacheGzip,
    swGzip,
    installGzip: precacheGzip + swGzip,
    searchIndexPrecached: precache.includes('/search-index.json'),
  };
}

/**
 * Offline figures: the install, then the idle-time warm-up of reading copies, which each page
 * load runs up to the allowance the precache leaves (`visitBudget`). The first visit's
 * background transfer is the install plus what its warm-up may fetch; a corpus whose copies do
 * not fit completes over the next page loads. The 10x projection scales the per-page figures:
 * the search index (precached) and the reading copies grow with the corpus, the code does not.
 */
export function offlineFigures(outDir) {
  const install = installFigures(outDir);
  const { pages: warmList, visitBudget } = JSON.parse(
    readFileSync(join(outDir, 'sw-pages.json'), 'utf8'),
  );
  const warmGzip = warmList.reduce((sum, [, , bytes]) => sum + bytes, 0);
  const firstVisitWarm = Math.min(warmGzip, visitBudget);
  const indexGzip = install.searchIndexPrecached
    ? gzipBytes(fileOfUrl(outDir, '/search-index.json'))
    : 0;
  const tenfold = {
    install: install.installGzip + indexGzip * 9,
    warm: warmGzip * 10,
  };
  return {
    ...install,
    budget: FIRST_VISIT_BUDGET_BYTES,
    visitBudget,
    warmFiles: warmList.length,
    warmGzip,
    firstVisitGzip: install.installGzip + firstVisitWarm,
    visitsToComplete: visitBudget > 0 ? Math.max(1, Math.ceil(warmGzip / visitBudget)) : Infinity,
    tenfold,
  };
}

/** The first-visit line with its verdict: `…: 900.0 KiB of 2048.0 KiB, within budget (…)`. */
export function firstVisitLine(f) {
  const verdict = f.firstVisitGzip <= f.budget ? 'within budget' : 'OVER BUDGET';
  return `first-visit background transfer: ${kib(f.firstVisitGzip)} of ${kib(f.budget)}, ${verdict} (sw.js ${kib(f.swGzip)} + precache ${kib(f.precacheGzip)} in ${f.precacheFiles} files${f.searchIndexPrecached ? ', search index included' : ''}; then reading copies ${kib(f.firstVisitGzip - f.swGzip - f.precacheGzip)})`;
}

/** Prints the figures the way `npm run bench` does and returns them for results.json. */
export function reportOffline(outDir) {
  const f = offlineFigures(outDir);
  const within = f.firstVisitGzip <= f.budget;
  console.log(firstVisitLine(f));
  console.log(
    `offline coverage: ${f.warmFiles} reading-copy files, ${kib(f.warmGzip)}, complete after ${f.visitsToComplete} page load(s) (allowance ${kib(f.visitBudget)} per load)`,
  );
  const tenInstallOk = f.tenfold.install <= f.budget;
  console.log(
    `10x corpus: install ≈ ${kib(f.tenfold.install)} (${tenInstallOk ? 'within budget' : 'over budget: the search index would have to leave the precache'}), reading copies ≈ ${kib(f.tenfold.warm)}, complete after ≈ ${tenInstallOk ? Math.ceil(f.tenfold.warm / Math.max(1, f.budget - f.tenfold.install)) : '—'} page loads`,
  );
  return {
    firstVisitKiB: Number((f.firstVisitGzip / 1024).toFixed(1)),
    precacheKiB: Number((f.precacheGzip / 1024).toFixed(1)),
    precacheFiles: f.precacheFiles,
    budgetKiB: f.budget / 1024,
    warmFiles: f.warmFiles,
    warmKiB: Number((f.warmGzip / 1024).toFixed(1)),
    visitsToComplete: f.visitsToComplete,
    withinBudget: within,
  };
}
