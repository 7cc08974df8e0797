// Search figures: index size (raw, gzip), index load and first answer in Chromium, p95 query and
// per-keystroke latency, hit@1/hit@5/MRR (tuning suite, and both reader sets per kind of query).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { siteNumber } from '../site-constant.mjs';

/** Budget of the index, gzip, and of the p95 query latency in Chromium (src/lib/site/quality-gates.ts). */
const INDEX_BUDGET_KIB = siteNumber('INDEX_BUDGET_GZIP_BYTES') / 1024;
const P95_BUDGET_MS = siteNumber('SEARCH_P95_BUDGET_MS');
/** Cold runs of "open search and answer a first query", each in a fresh browser context. */
const COLD_RUNS = 5;

const round = (value, digits = 1) => Number(value.toFixed(digits));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Hit@1, hit@5 and MRR from the vitest relevance suite (the same code the test asserts on). */
function relevance(root) {
  const dir = join(root, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'search-relevance.json');
  rmSync(file, { force: true });
  spawnSync('npx', ['vitest', 'run', 'src/lib/search/relevance-suite.test.ts'], {
    cwd: root,
    env: { ...process.env, SEARCH_RELEVANCE_REPORT: file },
    stdio: 'ignore',
  });
  if (!existsSync(file))
    throw new Error('the relevance suite did not report (see `npx vitest run src/lib/search`)');
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Rounded hit@1, hit@5 and MRR of a report, overall and per kind of query. */
function figuresOf(report) {
  const pick = (r) => ({
    queries: r.queries,
    hitAt1: round(r.hitAt1, 3),
    hitAt5: round(r.hitAt5, 3),
    mrr: round(r.mrr, 3),
  });
  return {
    ...pick(report),
    byKind: Object.fromEntries(Object.entries(report.byKind).map(([k, r]) => [k, pick(r)])),
  };
}

/** Formats hit@1, hit@5 and MRR. */
const line = (r) =>
  `hit@1 ${(r.hitAt1 * 100).toFixed(1)}%, hit@5 ${(r.hitAt5 * 100).toFixed(1)}%, MRR ${r.mrr}`;

/** Loads a docs page and waits until React has hydrated the search box (shortcuts work). */
async function openDocsPage(page, origin) {
  await page.goto(`${origin}/concepts/`, { waitUntil: 'load' });
  // The launcher marks the box once its shortcuts listen (it arrives after hydration).
  await page.locator('[data-shortcuts="ready"]').waitFor({ state: 'attached' });
}

/** Opens search with Ctrl+K on a docs page and waits for the first query's results. */
async function firstAnswer(browser, origin, query) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openDocsPage(page, origin);
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+K');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    return page.evaluate((start) => {
      const measure = (name) => performance.getEntriesByName(name)[0]?.duration ?? NaN;
      return {
        totalMs: performance.now() - start,
        indexMs: measure('search:load-index'),
        queryMs: measure('search:query'),
      };
    }, started);
  } finally {
    await context.close();
  }
}

/** Opens the search dialog on a docs page and returns its input. */
async function openSearchBox(page, origin) {
  await openDocsPage(page, origin);
  await page.keyboard.press('Control+K');
  return page.locator('.DocSearch-Input');
}

/** Latency of every suite query, as recorded in the page by the local search client. */
async function queryLatencies(browser, origin, queries) {
  const page = await browser.newPage();
  try {
    const input = await openSearchBox(page, origin);
    const run = async () => {
      await page.evaluate(() => performance.clearMeasures('search:query'));
      for (const [i, query] of queries.entries()) {
        await input.fill(query);
        await page.waitForFunction(
          (n) => performance.getEntriesByName('search:query').length >= n,
          i + 1,
        );
      }
      return page.evaluate(() =>
        performance.getEntriesByName('search:query').map((entry) => entry.duration),
      );
    };
    await run(); // warm-up pass: JIT and caches, as for a reader who keeps typing
    return await run();
  } finally {
    await page.close();
  }
}

/**
 * Per-keystroke latency: each query typed one character at a time (every prefix is a query
 * the reader's search answers), as recorded in the page by the local search client.
 */
async function keystrokeLatencies(browser, origin, queries) {
  const page = await browser.newPage();
  try {
    const input = await openSearchBox(page, origin);
    await page.evaluate(() => performance.clearMeasures('search:query'));
    let expected = 0;
    for (const query of queries) {
      for (let end = 1; end <= query.length; end++) {
        const prefix = query.slice(0, end);
        await input.fill(prefix);
        if (!prefix.trim()) continue; // a blank query is not searched
        expected += 1;
        await page.waitForFunction(
          (n) => performance.getEntriesByName('search:query').length >= n,
          expected,
        );
      }
      await input.fill('');
    }
    return page.evaluate(() =>
      performance.getEntriesByName('search:query').map((entry) => entry.duration),
    );
  } finally {
    await page.close();
  }
}

/** Measures the search figures against a served build of `out/`. */
export async function benchSearch(root, out, origin) {
  const raw = readFileSync(join(out, 'search-index.json'));
  const size = { rawKiB: round(raw.length / 1024), gzipKiB: round(gzipSync(raw).length / 1024) };
  const queriesOf = (file) =>
    JSON.parse(readFileSync(join(root, 'src/lib/search', file), 'utf8')).map((c) => c.query);
  const readerQueries = queriesOf('reader-queries.json');
  const queries = [...queriesOf('relevance-queries.json'), ...readerQueries];

  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  let cold;
  let latencies;
  let keystrokes;
  try {
    const runs = [];
    for (let i = 0; i < COLD_RUNS; i++) runs.push(await firstAnswer(browser, origin, queries[0]));
    cold = {
      totalMs: round(median(runs.map((r) => r.totalMs)), 0),
      indexMs: round(median(runs.map((r) => r.indexMs)), 0),
      queryMs: round(median(runs.map((r) => r.queryMs)), 1),
    };
    latencies = await queryLatencies(browser, origin, queries);
    keystrokes = await keystrokeLatencies(browser, origin, readerQueries);
  } finally {
    await browser.close();
  }
  const report = relevance(root);
  return {
    index: size,
    firstQuery: cold,
    queryMs: {
      queries: latencies.length,
      p50: round(percentile(latencies, 50), 2),
      p95: round(percentile(latencies, 95), 2),
      max: round(Math.max(...latencies), 2),
    },
    keystrokeMs: {
      keystrokes: keystrokes.length,
      p50: round(percentile(keystrokes, 50), 2),
      p95: round(percentile(keystrokes, 95), 2),
      max: round(Math.max(...keystrokes), 2),
    },
    relevance: {
      queries: report.suite.queries,
      hitAt1: round(report.suite.hitAt1, 3),
      hitAt5: round(report.suite.hitAt5, 3),
      mrr: round(report.suite.mrr, 3),
    },
    readers: figuresOf(report.readers),
    holdout: figuresOf(report.holdout),
    fresh: figuresOf(report.fresh),
  };
}

/** Prints the figures with their budgets. */
export function printSearch(figures) {
  const { index, firstQuery, queryMs, relevance: r } = figures;
  console.log(
    `index: ${index.rawKiB} KiB raw, ${index.gzipKiB} KiB gzip (budget ${INDEX_BUDGET_KIB} KiB gzip)`,
  );
  console.log(
    `first search on a cold page (median of ${COLD_RUNS}): Ctrl+K to first results ${firstQuery.totalMs} ms, ` +
      `index fetch+load ${firstQuery.indexMs} ms, first query ${firstQuery.queryMs} ms`,
  );
  console.log(
    `query latency over ${queryMs.queries} suite queries: p50 ${queryMs.p50} ms, p95 ${queryMs.p95} ms ` +
      `(budget ${P95_BUDGET_MS} ms), max ${queryMs.max} ms`,
  );
  const k = figures.keystrokeMs;
  console.log(
    `per keystroke, reader-words queries typed one character at a time (${k.keystrokes} keystrokes): ` +
      `p50 ${k.p50} ms, p95 ${k.p95} ms (budget ${P95_BUDGET_MS} ms), max ${k.max} ms`,
  );
  console.log(`relevance, tuning suite (${r.queries} queries): ${line(r)}`);
  const sets = [
    ['reader-words set', figures.readers],
    ['held-out reader set', figures.holdout],
    ['fresh reader set', figures.fresh],
  ];
  for (const [name, set] of sets) {
    console.log(`relevance, ${name} (${set.queries} queries): ${line(set)}`);
    for (const [kind, k] of Object.entries(set.byKind)) {
      console.log(`  ${kind.padEnd(8)} (${k.queries} queries): ${line(k)}`);
    }
  }
}
