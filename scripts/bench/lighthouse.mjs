// Lighthouse (npm package, v12) against the served build, in system Chromium, mobile and desktop presets.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

/** Scores (0–100) and LCP/TBT/CLS of one url in one preset. */
async function audit(port, url, preset) {
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
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
  };
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
        rows.push({ path, preset, ...(await audit(chrome.port, `${origin}${path}`, preset)) });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
