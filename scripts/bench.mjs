// `npm run bench`: build time and memory (the site in place, then cold builds of the real corpus at 1×, 3× and 6× its
// size, with a warm rebuild after a one-page edit), first-load bytes, out/ size, load, Lighthouse, `npm run check` and
// the dev loop. Parts: words, build, scale, sizes, search, load, lighthouse, check, devloop; BENCH_SKIP=a,b leaves some
// out, BENCH_ONLY=a,b runs only those; BENCH_SCALE=1,3,6 sets the scale part's sizes (multiples of the real corpus);
// BENCH_SMOKE=1 is a quick run of every part at a small size (the real corpus plus 10 copies, Lighthouse on / only,
// 3 edits), to check the bench itself, not to quote.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runLighthouse } from './bench/lighthouse.mjs';
import { budgetLines, checkBudgets, lighthouseBudgets } from './bench/lighthouse-budgets.mjs';
import { benchCheck, printCheck } from './bench/check.mjs';
import { benchDevLoop, printDevLoop } from './bench/dev-loop.mjs';
import { printLoad, runLoad } from './bench/load.mjs';
import { measure } from './bench/measure.mjs';
import { benchSearch, printSearch } from './bench/search.mjs';
import { reportOffline } from './bench/offline.mjs';
import { firstLoad, folderSize, heaviestPage, kib } from './bench/sizes.mjs';
import { printScale, scaleBuild, targetLines } from './bench/scale.mjs';
import { stepTimes } from './build-steps.mjs';
import { printWords } from './bench/words.mjs';
import { withServer } from './bench/server.mjs';
import { loadTs } from './bundle-ts.mjs';
import { pageFileCount } from './content-pages.mjs';
import { siteNumber } from './site-constant.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');
const SMOKE = process.env.BENCH_SMOKE === '1';
const PARTS = [
  'words',
  'build',
  'scale',
  'sizes',
  'search',
  'load',
  'lighthouse',
  'check',
  'devloop',
];
const list = (value) => (value ?? '').split(',').filter(Boolean);
const only = list(process.env.BENCH_ONLY);
const skip = new Set([
  ...list(process.env.BENCH_SKIP),
  ...PARTS.filter((part) => only.length && !only.includes(part)),
]);
const results = {};
if (SMOKE)
  console.log(
    'BENCH_SMOKE=1: a quick run of every part at a small size; do not quote these figures.',
  );

function heading(text) {
  console.log(`\n== ${text}`);
}

async function build(cwd, label, extraEnv = {}) {
  // The words step loads TypeScript through Vite, which sets NODE_ENV=development in this
  // process; a production build must not inherit it.
  const env = { ...process.env, ...extraEnv };
  delete env.NODE_ENV;
  const result = await measure('npm', ['run', 'build'], {
    cwd,
    env: { ...env, PWD: cwd, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.code !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${label} build failed`);
  }
  const steps = stepTimes(result.output);
  console.log(
    `${label}: ${result.seconds.toFixed(1)} s wall, peak ${result.peakMiB.toFixed(0)} MiB (whole process tree); load ${loadAverage()}`,
  );
  console.log(
    `  steps: ${Object.entries(steps)
      .map(([name, s]) => `${name} ${s} s`)
      .join(', ')}`,
  );
  return { seconds: Number(result.seconds.toFixed(1)), peakMiB: Math.round(result.peakMiB), steps };
}

/** The 1-minute load average: the machine may be shared, and the figures move with it. */
function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
}

/** Cold builds of the real corpus at each multiple of its size; the smallest also rebuilds warm. */
async function scaleBuilds() {
  const real = pageFileCount(join(root, 'content'));
  const sizes = SMOKE
    ? [real + 10]
    : list(process.env.BENCH_SCALE || '1,3,6').map((m) => Math.round(Number(m) * real));
  const rows = [];
  for (const [index, count] of sizes.entries()) {
    const last = index === sizes.length - 1;
    const row = await scaleBuild(root, count, {
      rebuild: index === 0,
      // The offline download of the largest corpus: how the precache grows with the pages.
      inspect: last ? reportOffline : undefined,
      report: (built, kind) => {
        built.load = loadAverage();
        const label =
          kind === 'cold'
            ? `${(count / real).toFixed(1)}× the real corpus, cold`
            : '  after editing one page, caches warm';
        printScale(label, built);
      },
    });
    rows.push(row);
  }
  console.log('Targets (2 cores; compare under similar load):');
  for (const line of targetLines(rows, real)) console.log(`  ${line}`);
  return rows;
}

async function docUrls() {
  const { allPages } = await loadTs('src/lib/content/index.ts');
  return allPages().map((page) => page.url);
}

if (!skip.has('words')) {
  heading('Prose words per section');
  results.words = await printWords(root);
}

if (!skip.has('build')) {
  heading('Build');
  results.build = await build(root, 'real content');
}
if (!skip.has('scale')) {
  heading('Scale (the real pages copied under new names; cold builds in a temporary copy)');
  results.scale = await scaleBuilds();
}

const built = existsSync(join(out, 'index.html'));
if (!built) console.log('\n(no out/: the parts that read the build are left out)');
const heaviest = built ? heaviestPage(out, await docUrls()) : undefined;
if (built && !skip.has('sizes')) {
  heading('First-load bytes (gzip, files referenced by the exported HTML)');
  const samples = { home: '/', docs: heaviest, printable: '/configuration/printable/' };
  results.firstLoad = {};
  for (const [name, path] of Object.entries(samples)) {
    const sizes = firstLoad(out, path);
    results.firstLoad[name] = {
      path,
      jsKiB: Number((sizes.js / 1024).toFixed(1)),
      cssKiB: Number((sizes.css / 1024).toFixed(1)),
    };
    console.log(
      `${name.padEnd(9)} ${path.padEnd(34)} JS ${kib(sizes.js).padStart(10)}  CSS ${kib(sizes.css).padStart(9)}  HTML ${kib(sizes.html)}`,
    );
  }
  const budgetKiB = siteNumber('DOCS_FIRST_LOAD_JS_KIB');
  console.log(`docs page JS budget: ${results.firstLoad.docs.jsKiB} KiB of ${budgetKiB} KiB`);
  const chrome = firstLoad(out, heaviest).appJs;
  results.firstLoad.docs.appJsKiB = Number((chrome / 1024).toFixed(1));
  console.log(
    `of which our components (header, sidebar, chrome; app/ chunks): ${kib(chrome)} of ${siteNumber('CHROME_FIRST_LOAD_JS_KIB')} KiB`,
  );

  heading('out/');
  const size = folderSize(out);
  results.out = { MiB: Number((size.bytes / 1024 / 1024).toFixed(2)), files: size.files };
  console.log(`${results.out.MiB} MiB in ${size.files} files`);
  heading('Offline (service worker, gzip)');
  results.offline = reportOffline(out);
}

if (built && !skip.has('search')) {
  heading('Search (local index, system Chromium)');
  results.search = await withServer(4198, (origin) => benchSearch(root, out, origin));
  printSearch(results.search);
}
if (built && !skip.has('load')) {
  heading('Load (autocannon against npm run serve, loopback)');
  results.load = await withServer(4197, (origin) => runLoad(origin, out));
  printLoad(results.load);
}
if (built && !skip.has('lighthouse')) {
  heading('Lighthouse 12 (system Chromium, served build; mobile: median of 3 runs)');
  const paths = SMOKE
    ? ['/']
    : [...new Set(['/', '/concepts/', '/guides/getting-started/', heaviest])];
  results.lighthouse = await withServer(4199, (origin) => runLighthouse(origin, paths));
  console.log(
    'path'.padEnd(36),
    'preset  ',
    'perf',
    'a11y',
    'bp ',
    'seo',
    '  LCP ms',
    ' TBT ms',
    ' CLS',
  );
  for (const row of results.lighthouse) {
    console.log(
      row.path.padEnd(36),
      row.preset.padEnd(8),
      String(row.performance).padStart(4),
      String(row.accessibility).padStart(4),
      String(row.bestPractices).padStart(3),
      String(row.seo).padStart(3),
      String(row.lcpMs).padStart(8),
      String(row.tbtMs).padStart(7),
      String(row.cls).padStart(5),
      row.error ? ` Lighthouse error: ${row.error}` : '',
    );
  }
  const budgets = lighthouseBudgets();
  console.log(
    `\nBudgets, mobile preset: performance ≥ ${budgets.performance}, accessibility ≥ ${budgets.accessibility}, best practices ≥ ${budgets.bestPractices}, SEO ≥ ${budgets.seo}; mobile and desktop: CLS ≤ ${budgets.maxCls}`,
  );
  results.lighthouseBudgets = checkBudgets(results.lighthouse, budgets);
  for (const line of budgetLines(results.lighthouseBudgets)) console.log(line);
}

if (!skip.has('check')) {
  heading(
    'npm run check (all content: frontmatter, MDX compile, links and anchors, config examples)',
  );
  results.check = benchCheck(root);
  printCheck(results.check);
}

if (!skip.has('devloop')) {
  heading('Dev loop (npm run dev in a temporary copy, Chromium)');
  results.devLoop = await benchDevLoop({ edits: SMOKE ? 3 : 10 });
  printDevLoop(results.devLoop);
}

mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nSaved .bench/results.json');
