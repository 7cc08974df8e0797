// Service-worker step of `npm run build`: writes out/sw-pages.json (the warm-up list), runs `serwist build`, checks the first-visit budget.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_VISIT_BUDGET_BYTES, offlineFigures } from './bench/offline.mjs';
import { kib } from './bench/sizes.mjs';
import { pageRevision } from './page-revision.mjs';
import { bin, run } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');

/** Folders of out/ whose index.html is not a page to read offline. */
const NOT_WARMED = /^(404|_not-found|offline|app-shell)(\/|$)|(^|\/)printable(\/|$)/;

/** Every readable page of the export with the md5 of its HTML: `[url, revision][]`. */
function warmList(outDir) {
  return readdirSync(outDir, { recursive: true })
    .map((file) => String(file).split(sep).join('/'))
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'index.html'.length))
    .filter((dir) => !NOT_WARMED.test(dir))
    .sort()
    .map((dir) => {
      return [`/${dir}`, pageRevision(readFileSync(join(outDir, dir, 'index.html')))];
    });
}

if (!existsSync(join(out, 'index.html'))) {
  console.error('service worker: out/ is missing; run `next build` first.');
  process.exit(1);
}
const pages = warmList(out);
writeFileSync(join(out, 'sw-pages.json'), `${JSON.stringify({ pages })}\n`);
if (!existsSync(join(out, 'search-index.json'))) {
  console.log('service worker: no search-index.json in out/, so none is precached.');
}

const code = await run(bin('serwist'), ['build', 'scripts/serwist.config.mjs'], {
  cwd: root,
  env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
});
if (code !== 0) process.exit(code);

const figures = offlineFigures(out);
console.log(
  `service worker: first-visit download ${kib(figures.firstVisitGzip)} gzip (budget ${kib(FIRST_VISIT_BUDGET_BYTES)}), ${pages.length} pages warmed at idle time (${kib(figures.warmGzip)}).`,
);
if (figures.firstVisitGzip > FIRST_VISIT_BUDGET_BYTES) {
  console.error('service worker: the precache exceeds the first-visit budget; precache less.');
  process.exit(1);
}
