// Offline figures of a built out/: precache (the first-visit background download) and the idle-time warm-up, gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadTs } from '../bundle-ts.mjs';
import { siteNumber } from '../site-constant.mjs';
import { gzipBytes, kib } from './sizes.mjs';

const { SW_PAGES, readContract } = await loadTs('src/lib/contracts/index.ts');

/** The first-visit budget, from the site configuration (src/lib/site/quality-gates.ts). */
export const FIRST_VISIT_BUDGET_BYTES = siteNumber('FIRST_VISIT_BUDGET_BYTES');

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
 * Plays the warm-up over page loads the way the worker runs it (src/worker/warm-up.ts): each
 * load fetches, in list order, the files that fit its allowance; after the first visit a file
 * larger than a whole allowance is fetched alone, so every load after the first fetches
 * something. Returns the first visit's bytes and the page loads until every file is cached.
 */
export function simulateWarmUp(sizes, visitBudget) {
  if (sizes.length === 0) return { firstVisitWarm: 0, visits: 0 };
  let left = [...sizes];
  let firstVisitWarm = 0;
  for (let visit = 0; ; visit += 1) {
    let spent = 0;
    const rest = [];
    for (const size of left) {
      const alone = visit > 0 && spent === 0 && rest.length === 0;
      if (spent + size <= visitBudget || alone) spent += size;
      else rest.push(size);
    }
    if (visit === 0) firstVisitWarm = spent;
    left = rest;
    if (left.length === 0) return { firstVisitWarm, visits: visit + 1 };
  }
}

/**
 * Offline figures: the install, then the idle-time warm-up of reading copies (and of a search
 * index too large to precache), which each page load runs up to the allowance the precache
 * leaves (`visitBudget`). The 10x projection multiplies what grows with the corpus (the
 * reading copies and the index; the code does not) and applies the build's own rule: an index
 * over the precache limit is warmed instead of precached.
 */
export function offlineFigures(outDir) {
  const install = installFigures(outDir);
  const { pages: warmList, visitBudget } = readContract(SW_PAGES, outDir);
  const sizes = warmList.map(([, , bytes]) => bytes);
  const warmGzip = sizes.reduce((sum, bytes) => sum + bytes, 0);
  const warm = simulateWarmUp(sizes, visitBudget);
  const indexFile = fileOfUrl(outDir, '/search-index.json');
  const indexGzip = existsSync(indexFile) ? gzipBytes(indexFile) : 0;
  const codeInstall = install.installGzip - (install.searchIndexPrecached ? indexGzip : 0);
  const readingSizes = warmList.filter(([url]) => url !== '/search-index.json').map(([, , b]) => b);
  const tenIndex = indexGzip * 10;
  const tenIndexPrecached = tenIndex <= siteNumber('SEARCH_INDEX_PRECACHE_MAX_KIB') * 1024;
  const tenInstall = codeInstall + (tenIndexPrecached ? tenIndex : 0);
  const tenSizes = [...(tenIndexPrecached ? [] : [tenIndex]), ...readingSizes.map((b) => b * 10)];
  const tenWarm = simulateWarmUp(tenSizes, FIRST_VISIT_BUDGET_BYTES - tenInstall);
  return {
    ...install,
    budget: FIRST_VISIT_BUDGET_BYTES,
    visitBudget,
    warmFiles: warmList.length,
    warmGzip,
    firstVisitGzip: install.installGzip + warm.firstVisitWarm,
    visitsToComplete: warm.visits,
    tenfold: {
      install: tenInstall,
      indexPrecached: tenIndexPrecached,
      warm: tenSizes.reduce((sum, bytes) => sum + bytes, 0),
      firstVisit: tenInstall + tenWarm.firstVisitWarm,
      visits: tenWarm.visits,
    },
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
    `offline coverage: ${f.warmFiles} files warmed (${kib(f.warmGzip)}), complete after ${f.visitsToComplete} page load(s) (allowance ${kib(f.visitBudget)} per load)`,
  );
  const ten = f.tenfold;
  console.log(
    `10x corpus: first visit ≈ ${kib(ten.firstVisit)} of ${kib(f.budget)} (install ${kib(ten.install)}, search index ${ten.indexPrecached ? 'precached' : 'warmed after the first visit'}), then ${kib(ten.warm)} warmed, complete after ≈ ${ten.visits} page loads`,
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
