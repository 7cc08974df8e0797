// Service-worker step of `npm run build`: writes the reading-copy template, runs `serwist build`, writes out/sw-pages.json (the warm-up list and each page load's byte allowance), checks the first-visit budget. `node scripts/build-sw.mjs DIR` does the same for another export.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { installFigures, offlineFigures } from './bench/offline.mjs';
import { kib } from './bench/sizes.mjs';
import { loadTs } from './bundle-ts.mjs';
import { readablePages, writeTemplate } from './reading-copies.mjs';
import { pageRevision } from './page-revision.mjs';
import { bin, run } from './run.mjs';
import { precachesSearchIndex } from './serwist.config.mjs';
import { siteNumber } from './site-constant.mjs';

const FIRST_VISIT_BUDGET_BYTES = siteNumber('FIRST_VISIT_BUDGET_BYTES');

const root = fileURLToPath(new URL('..', import.meta.url));
const out = resolve(root, process.argv[2] ?? 'out');

if (!existsSync(join(out, 'index.html'))) {
  console.error('service worker: out/ is missing; run `next build` first.');
  process.exit(1);
}
const { READING_COPIES, SW_PAGES, checkContract, readContract } = await loadTs(
  'src/lib/contracts/index.ts',
);
const pages = readContract(READING_COPIES, out);
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
writeFileSync(
  join(out, SW_PAGES.file),
  `${JSON.stringify(checkContract(SW_PAGES, { pages, visitBudget }))}\n`,
);
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
