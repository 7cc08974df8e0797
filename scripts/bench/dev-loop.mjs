// Dev-loop figures: `npm run dev` started cold in a temporary copy of the project (no .next;
// Contentlayer's cache as the last build left it), the time to its first page and to the first
// compile of a docs page, then save-to-screen over a series of edits of an open docs page in
// Chromium: from the file's write to the frame after the new text appears, without a reload.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { copyProject } from '../dev-loop/copy-project.mjs';

const PAGE = '/concepts/modules/';
const FILE = 'content/concepts/modules.mdx';
const ANCHOR = 'In webpack, a module is';

const round = (value) => Math.round(value);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200; resolves the time (ms since the epoch) it did. */
async function firstAnswer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return Date.now();
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Waits until the content step follows content/ (its status file says so). */
async function watching(dir, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const status = JSON.parse(readFileSync(join(dir, '.contentlayer/dev-status.json'), 'utf8'));
      if (status.watching) return;
    } catch {
      // Not written yet.
    }
    await sleep(200);
  }
  throw new Error('the content step did not start following content/');
}

/**
 * Arms the page to note when `text` is first on screen (the frame after it appears);
 * `window.__benchSeen` then resolves to that time in ms since the epoch.
 */
function noteWhenShown(page, text) {
  return page.evaluate((wanted) => {
    const seen = new Promise((resolve) => {
      const check = () => {
        if (!document.body.innerText.includes(wanted)) return false;
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    Object.assign(window, { __benchSeen: seen });
  }, text);
}

/** When the armed text showed (ms since the epoch), or 0 after `ms`. */
function shownWithin(page, ms) {
  return page.evaluate(
    (limit) =>
      Promise.race([window.__benchSeen, new Promise((r) => setTimeout(() => r(0), limit))]),
    ms,
  );
}

/**
 * Writes `text` to `file` and waits until `wanted` is on the page: `{ saved, shown }`, in ms
 * since the epoch. `what` names the save in the error when it never shows within `limitMs`.
 */
async function saveUntilShown(page, { file, text, wanted, limitMs, what }) {
  await noteWhenShown(page, wanted);
  const saved = Date.now();
  writeFileSync(file, text);
  const shown = await shownWithin(page, limitMs);
  if (!shown) throw new Error(`${what} did not reach the page within ${limitMs / 1000} s`);
  return { saved, shown };
}

/**
 * The page's refresh request after `saved` (ms since the epoch), from the browser's resource
 * timing: `{ start, end }` in ms since the epoch, or undefined when there was none.
 */
function refreshTiming(page, saved) {
  return page.evaluate((after) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter(
        (item) => item.name.includes('_rsc=') && performance.timeOrigin + item.startTime >= after,
      )
      .at(-1);
    return entry
      ? {
          start: performance.timeOrigin + entry.startTime,
          end: performance.timeOrigin + entry.responseEnd,
        }
      : undefined;
  }, saved);
}

/**
 * Runs the dev loop on `port` (BENCH_DEV_PORT, else 4196) with `edits` saves. Resolves
 * `{ coldStartMs, firstDocsPageMs, saveToScreen: { runs, p50, p95 }, stages, contentStep: { p50 } }`
 * (`stages`: the p50 of save to the page's refresh request, of that request, and of its last
 * byte to the screen).
 */
export async function benchDevLoop({
  port = Number(process.env.BENCH_DEV_PORT) || 4196,
  edits = 10,
} = {}) {
  const dir = copyProject(join('/tmp', `webpack-docs-bench-dev-${port}`));
  const log = [];
  const started = Date.now();
  const dev = spawn(process.execPath, ['scripts/dev.mjs', '-p', String(port)], {
    cwd: dir,
    env: { ...process.env, PWD: dir, DEV_TIMING: '1', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [dev.stdout, dev.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => log.push(chunk));
  }
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const home = await firstAnswer(`${origin}/`, 600_000);
    const docsStart = Date.now();
    await firstAnswer(`${origin}${PAGE}`, 600_000);
    const figures = { coldStartMs: home - started, firstDocsPageMs: Date.now() - docsStart };
    await watching(dir, 600_000);

    const page = await browser.newPage();
    await page.goto(`${origin}${PAGE}`);
    await page.locator('html[data-keyboard-shortcuts="ready"]').waitFor({ timeout: 120_000 });
    await page.evaluate(() => Object.assign(window, { __benchDocument: true }));
    const file = join(dir, FILE);
    const original = readFileSync(file, 'utf8');
    const runs = [];
    const stages = { request: [], render: [], apply: [] };
    // Edit -1 is the session's first save: it starts Contentlayer's rehype workers (shiki and
    // its grammars), so it is printed apart from the series.
    let firstSaveMs;
    for (let index = -1; index < edits; index++) {
      const marker = `Bench edit ${index} ${Date.now()}.`;
      // The page notes when the text appears, then the next frame: the edit is on screen.
      const { saved, shown } = await saveUntilShown(page, {
        file,
        text: original.replace(ANCHOR, `${marker} ${ANCHOR}`),
        wanted: marker,
        limitMs: index < 0 ? 300_000 : 60_000,
        what: `edit ${index}`,
      });
      if (index < 0) {
        firstSaveMs = round(shown - saved);
        await sleep(1000);
        continue;
      }
      runs.push(round(shown - saved));
      const refresh = await refreshTiming(page, saved);
      if (refresh) {
        stages.request.push(round(refresh.start - saved));
        stages.render.push(round(refresh.end - refresh.start));
        stages.apply.push(round(shown - refresh.end));
      }
      if (!(await page.evaluate(() => window.__benchDocument === true))) {
        throw new Error('the page reloaded instead of refreshing in place');
      }
      await sleep(1000);
    }
    writeFileSync(file, original);
    await sleep(1000);
    const problems = await problemRuns(page, file, original);
    // The first report is the session's first save's.
    const steps = [...log.join('').matchAll(/documents processed (\d+) ms after the change/g)]
      .slice(1)
      .map((match) => Number(match[1]));
    return {
      ...figures,
      firstSaveMs,
      saveToScreen: { runs, p50: percentile(runs, 50), p95: percentile(runs, 95) },
      problems,
      ...(stages.request.length
        ? {
            stages: Object.fromEntries(
              Object.entries(stages).map(([name, values]) => [name, percentile(values, 50)]),
            ),
          }
        : {}),
      ...(steps.length ? { contentStep: { p50: percentile(steps, 50) } } : {}),
    };
  } catch (error) {
    console.error(log.join('').slice(-4000));
    throw error;
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    await removeCopy(dir);
  }
}

/** Broken links saved and fixed in turn: how long the problem takes to show, and the fix. */
const PROBLEM_RUNS = 3;

/**
 * Saves a page with a broken internal link (a problem the writer checks find, not Contentlayer)
 * and times it to the screen, where the located problem replaces the page; then saves the fix
 * and times the page's return. `{ show, recover }`: runs in ms.
 */
async function problemRuns(page, file, original) {
  const show = [];
  const recover = [];
  for (let index = 0; index < PROBLEM_RUNS; index++) {
    const missing = `/bench-missing-${index}-${Date.now()}/`;
    const broken = await saveUntilShown(page, {
      file,
      text: original.replace(ANCHOR, `[a missing page](${missing}) ${ANCHOR}`),
      wanted: missing,
      limitMs: 60_000,
      what: `the broken link ${missing}`,
    });
    show.push(round(broken.shown - broken.saved));
    await sleep(1000);
    const back = `Bench fix ${index} ${Date.now()}.`;
    const fixed = await saveUntilShown(page, {
      file,
      text: original.replace(ANCHOR, `${back} ${ANCHOR}`),
      wanted: back,
      limitMs: 60_000,
      what: `fix ${index}`,
    });
    recover.push(round(fixed.shown - fixed.saved));
    await sleep(1000);
  }
  writeFileSync(file, original);
  return { show, recover };
}

/**
 * Removes the copy. The dev server's own children (Next's workers, the content step) may still
 * be writing into it for a while after it exits: retry, and never let the clean-up hide the
 * figures.
 */
async function removeCopy(dir) {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      rmSync(dir, { recursive: true, force: true });
      return;
    } catch {
      await sleep(1000);
    }
  }
  console.warn(`dev loop: could not remove ${dir}`);
}

/** Prints the dev-loop figures. */
export function printDevLoop(figures) {
  const { saveToScreen } = figures;
  console.log(`cold start to first page (/)        ${(figures.coldStartMs / 1000).toFixed(1)} s`);
  console.log(
    `first compile of a docs page        ${(figures.firstDocsPageMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `save to screen (${saveToScreen.runs.length} edits)            p50 ${saveToScreen.p50} ms, p95 ${saveToScreen.p95} ms (target: p50 ≤ 500 ms, p95 ≤ 1 s)`,
  );
  console.log(`  runs: ${saveToScreen.runs.join(', ')} ms`);
  console.log(`  the session's first save (not in the series): ${figures.firstSaveMs} ms`);
  if (figures.problems) {
    const { show, recover } = figures.problems;
    console.log(
      `a broken link to the screen (${show.length} saves)   ${show.join(', ')} ms; fixed, the page back in ${recover.join(', ')} ms (target: ≤ 1 s)`,
    );
  }
  console.log(
    `  load average at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`,
  );
  if (figures.stages) {
    const { request, render, apply } = figures.stages;
    console.log(
      `  stages (p50): save to refresh request ${request} ms, request to last byte ${render} ms, last byte to screen ${apply} ms`,
    );
  }
  if (figures.contentStep) {
    console.log(
      `  of which the content step (save to documents written): p50 ${figures.contentStep.p50} ms`,
    );
  }
}
