import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoad, htmlFileOf, referencedAssets } from '../../scripts/bench/sizes.mjs';
import {
  CHROME_FIRST_LOAD_JS_KIB,
  DOCS_FIRST_LOAD_JS_KIB,
  SEARCH_INDEX_PATH,
  SEARCH_INPUT_ID,
} from '../../src/lib/site';
import { builtDocs } from './support';

/** The foundation's budget: a docs page loads at most 145 KiB gzip of JavaScript first. */
const DOCS_JS_BUDGET = DOCS_FIRST_LOAD_JS_KIB * 1024;
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

test("the site's chrome adds at most 15 KiB gzip to a docs page's first load", () => {
  // Our client code is the layout's and the route's chunks (app/); the rest is React and Next.
  for (const path of ['/concepts/', '/configuration/output/', '/glossary/']) {
    const { appJs } = firstLoad(out, path);
    expect(appJs, `${path}: ${(appJs / 1024).toFixed(1)} KiB`).toBeGreaterThan(0);
    expect(appJs, `${path}: ${(appJs / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(
      CHROME_FIRST_LOAD_JS_KIB * 1024,
    );
  }
});

test('search adds no first-load JavaScript: its code arrives after hydration or on intent', () => {
  // Strings only the launcher, the modal or DocSearch contain.
  const markers = [SEARCH_INDEX_PATH, SEARCH_INPUT_ID, 'data-shortcuts', 'DocSearch'];
  for (const path of [
    '/',
    '/concepts/',
    '/configuration/output/',
    '/guides/printable/',
    '/404.html',
  ]) {
    const { scripts } = referencedAssets(readFileSync(htmlFileOf(out, path), 'utf8'));
    expect(scripts.length, path).toBeGreaterThan(0);
    const local = scripts.filter((url): url is string => !!url?.startsWith('/'));
    for (const script of local) {
      const code = readFileSync(join(out, decodeURIComponent(script.split('?')[0]!)), 'utf8');
      for (const marker of markers) expect(code, `${path}: ${script}`).not.toContain(marker);
    }
  }
});
