// Lighthouse (npm package, v12) against the served build, in system Chromium, mobile and desktop presets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

/** How many times a run that Lighthouse could not complete (no metrics) is tried again. */
const RETRIES = 2;

/**
 * Scores (0–100) and LCP/TBT/CLS of one url in one preset. A run that ends without metrics
 * (Lighthouse's own runtime error, seen now and then on a busy machine) is run again.
 */
async function audit(port, url, preset) {
  for (let attempt = 0; ; attempt++) {
    const row = await auditOnce(port, url, preset);
    if (!row.error || attempt >= RETRIES) return row;
  }
}

async function auditOnce(port, url, preset) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const { categories, audits, runtimeError } = result.lhr;
  const metric = (id) => audits[id]?.numericValue;
  if (
    runtimeError ||
    [metric('largest-contentful-paint'), metric('total-blocking-time')].includes(undefined)
  ) {
    return {
      error: runtimeError?.message ?? 'no metrics',
      performance: 0,
      accessibility: 0,
      bestPractices: 0,
      seo: 0,
      lcpMs: NaN,
      tbtMs: NaN,
      cls: NaN,
    };
  }
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
  };
}

/**
 * Mobile runs per page: Lighthouse's scores vary from run to run (its own guidance is to take
 * the median of several), and the budgets are checked on the mobile preset.
 */
const MOBILE_RUNS = 3;

/** The run with the median performance score. */
function median(rows) {
  return [...rows].sort((a, b) => a.performance - b.performance)[Math.floor(rows.length / 2)];
}

/** Audits every path in both presets; returns one row per (path, preset). */
export async function runLighthouse(origin, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  const rows = [];
  try {
    for (const path of paths) {
      for (const preset of ['mobile', 'desktop']) {
        const runs = [];
        for (let run = 0; run < (preset === 'mobile' ? MOBILE_RUNS : 1); run++) {
          runs.push(await audit(chrome.port, `${origin}${path}`, preset));
        }
        rows.push({ path, preset, runs: runs.length, ...median(runs) });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
