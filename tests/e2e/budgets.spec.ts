import { expect, test } from '@playwright/test';
import { firstLoad } from '../../scripts/bench/sizes.mjs';
import { builtDocs } from './support';

/** The foundation's budget: a docs page loads at most 145 KiB gzip of JavaScript first. */
const DOCS_JS_BUDGET = 145 * 1024;
const out = new URL('../../out', import.meta.url).pathname;

test('every docs template stays within the first-load JavaScript budget', () => {
  const docs = builtDocs();
  const samples = [
    '/concepts/',
    docs.find((doc) => doc.section === 'configuration' && doc.slug !== 'index')!.url,
    '/configuration/printable/',
    '/glossary/',
  ];
  for (const path of samples) {
    const { js } = firstLoad(out, path);
    expect(js, `${path}: ${(js / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(DOCS_JS_BUDGET);
  }
});
