// Service-worker step of `npm run build`: writes the reading-copy template, runs `serwist build`, writes out/sw-pages.json (the warm-up list and each page load's byte allowance), checks the first-visit budget. `node scripts/build-sw.mjs DIR` does the same for another export.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_VISIT_BUDGET_BYTES, installFigures, offlineFigures } from './bench/offline.mjs';
import { kib } from './bench/sizes.mjs';
import { ENTRIES_FILE, readablePages, writeTemplate } from './reading-copies.mjs';
import { pageRevision } from './page-revision.mjs';
import { bin, run } from './run.mjs';
import { precachesSearchIndex } from './serwist.config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, process.argv[2] ?? 'out');

if (!existsSync(join(out, 'index.html'))) {
  console.error('service worker: out/ is missing; run `next build` first.');
  process.exit(1);
}
const entriesFile = join(out, ENTRIES_FILE);
if (!existsSync(entriesFile)) {
  console.error('service worker: the reading copies are missing; run scripts/reading-copies.mjs.');
  process.exit(1);
}
const pages = JSON.parse(readFileSync(entriesFile, 'utf8'));
writeTemplate(
  out,
  readablePages(out).find((url) => url !== '/'),
);
const indexFile = join(out, 'search-index.json');
if (!existsSync(indexFile)) {
  console.log('service worker: no search-index.json in out/, so none is precached.');
} else if (!precachesSearchIndex(out)) {
  // Too large to share the first visit's budget with the code: warmed first after it.
  const index = readFileSync(indexFile);
  pages.unshift(['/search-index.json', pageRevision(index), gzipSync(index).length]);
  console.log('service worker: the search index is warmed after the first visit, not precached.');
}

const code = await run(bin('serwist'), ['build', 'scripts/serwist.config.mjs'], {
  cwd: root,
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1', SW_OUT_DIR: out },
});
if (code !== 0) process.exit(code);

// What the precache leaves of the first visit's budget is what any page load may warm.
const { installGzip } = installFigures(out);
const visitBudget = FIRST_VISIT_BUDGET_BYTES - installGzip;
writeFileSync(join(out, 'sw-pages.json'), `${JSON.stringify({ pages, visitBudget })}\n`);
if (visitBudget < 0) {
  console.error(
    `service worker: sw.js and the precache (${kib(installGzip)}) exceed the first-visit budget of ${kib(FIRST_VISIT_BUDGET_BYTES)}; precache less.`,
  );
  process.exit(1);
}
const figures = offlineFigures(out);
console.log(
  `service worker: first-visit download ${kib(figures.firstVisitGzip)} gzip (budget ${kib(FIRST_VISIT_BUDGET_BYTES)}): install ${kib(installGzip)}, then reading copies of ${figures.warmFiles} files (${kib(figures.warmGzip)}) in ${figures.visitsToComplete} page load(s).`,
);
