// Helpers of the offline, error and analytics specs: waiting for the service worker and its caches.
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { CACHES } from '../../src/worker/cache-keys';

const out = (path: string) => new URL(`../../out/${path}`, import.meta.url);

/** The warm-up list of the build under test. */
export function warmList(): [string, string][] {
  return JSON.parse(readFileSync(out('sw-pages.json'), 'utf8')).pages;
}

/** Whether the build under test has a search index. */
export const hasSearchIndex = () => existsSync(out('search-index.json'));

/** The contents of a built file. */
export const builtFile = (path: string) => readFileSync(out(path), 'utf8');

/** Waits until /sw.js is active and controls the page. */
export async function waitForController(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Number of pages in the service worker's pages cache. */
export function cachedPageCount(page: Page) {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).length,
    CACHES.pages,
  );
}

/** Waits until the idle-time warm-up has stored every page of the build. */
export async function waitForWarmUp(page: Page) {
  const total = warmList().length;
  await expect.poll(() => cachedPageCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(total);
}

/** Removes a page (HTML and RSC payloads) from the runtime caches, as if never saved. */
export function forgetPage(page: Page, path: string) {
  return page.evaluate(
    async ({ path, names }) => {
      for (const name of names) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith(path)) await cache.delete(request);
        }
      }
    },
    { path, names: [CACHES.pages, CACHES.rsc] },
  );
}
