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

/**
 * Offline figures: what the service worker precaches on install (the first-visit background
 * transfer, counted as if nothing came from the HTTP cache), what the warm-up fetches later
 * for every page, and a linear projection of the warm-up for a corpus ten times larger.
 */
export function offlineFigures(outDir) {
  if (!existsSync(join(outDir, 'sw.js'))) throw new Error('out/sw.js is missing: run the build');
  const precache = precacheEntries(outDir);
  const precacheGzip = total(outDir, precache);
  const warmList = JSON.parse(readFileSync(join(outDir, 'sw-pages.json'), 'utf8')).pages;
  const warmGzip = total(
    outDir,
    warmList.map(([url]) => url),
  );
  const swGzip = gzipBytes(join(outDir, 'sw.js'));
  const searchIndex = precache.includes('/search-index.json');
  return {
    precacheFiles: precache.length,
    precacheGzip,
    swGzip,
    firstVisitGzip: precacheGzip + swGzip,
    budget: FIRST_VISIT_BUDGET_BYTES,
    warmPages: warmList.length,
    warmGzip,
    warmPerPageGzip: warmList.length ? Math.round(warmGzip / warmList.length) : 0,
    searchIndexPrecached: searchIndex,
  };
}

/** The first-visit line with its verdict: `…: 900.0 KiB of 2048.0 KiB, within budget (…)`. */
export function firstVisitLine(f) {
  const verdict = f.firstVisitGzip <= f.budget ? 'within budget' : 'OVER BUDGET';
  return `first-visit background transfer: ${kib(f.firstVisitGzip)} of ${kib(f.budget)}, ${verdict} (sw.js ${kib(f.swGzip)} + precache ${kib(f.precacheGzip)} in ${f.precacheFiles} files${f.searchIndexPrecached ? ', search index included' : ''})`;
}

/** Prints the figures the way `npm run bench` does and returns them for results.json. */
export function reportOffline(outDir) {
  const f = offlineFigures(outDir);
  console.log(firstVisitLine(f));
  console.log(
    `idle-time warm-up: ${f.warmPages} pages, ${kib(f.warmGzip)} (${kib(f.warmPerPageGzip)} per page); 10x corpus ≈ ${kib(f.warmGzip * 10)}, fetched in idle batches, only changed pages after a deploy`,
  );
  return {
    firstVisitKiB: Number((f.firstVisitGzip / 1024).toFixed(1)),
    precacheKiB: Number((f.precacheGzip / 1024).toFixed(1)),
    precacheFiles: f.precacheFiles,
    budgetKiB: f.budget / 1024,
    warmPages: f.warmPages,
    warmKiB: Number((f.warmGzip / 1024).toFixed(1)),
    withinBudget: f.firstVisitGzip <= f.budget,
  };
}
