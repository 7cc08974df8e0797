// Helpers of the offline, error and analytics specs: waiting for the service worker and its caches.
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { SECTION_MANIFEST, type SectionManifest } from '../../src/lib/contracts/offline-sections';
import { readContract } from '../../src/lib/contracts/read';
import { SW_PAGES, type SwPages } from '../../src/lib/contracts/sw-pages';
import { CACHES } from '../../src/worker/cache-keys';

const out = (path: string) => new URL(`../../out/${path}`, import.meta.url);
const outDir = fileURLToPath(out(''));

/** The warm-up list and per-visit allowance of the build under test (out/sw-pages.json). */
export const swPages = (): SwPages => readContract(SW_PAGES, outDir);

/** The warm-up list of the build under test: `[url, revision, gzip bytes]`. */
export function warmList(): SwPages['pages'] {
  return swPages().pages;
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

/** Paths in the service worker's reading cache (the idle-time warm-up). */
export function readingCachePaths(page: Page): Promise<string[]> {
  return page.evaluate(
    async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
    CACHES.reading,
  );
}

/** Waits until the idle-time warm-up has stored every file of the build's list. */
export async function waitForWarmUp(page: Page) {
  const total = warmList().length;
  await expect
    .poll(async () => (await readingCachePaths(page)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(total);
}

/**
 * Removes a page (HTML and RSC payloads) from the runtime caches, and its section's reading
 * copies, as if never saved.
 */
export function forgetPage(page: Page, path: string) {
  const section = `/offline-pages/${path.split('/').filter(Boolean)[0]}.json`;
  return page.evaluate(
    async ({ path, section, names }) => {
      for (const name of names) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const { pathname } = new URL(request.url);
          if (pathname.startsWith(path) || pathname === section) await cache.delete(request);
        }
      }
    },
    { path, section, names: [CACHES.pages, CACHES.rsc, CACHES.reading] },
  );
}

/** The build's "Save for offline" manifest: each printable section's files and sizes. */
export function sectionManifest(): SectionManifest {
  return readContract(SECTION_MANIFEST, outDir);
}

/** Paths of every entry in the service worker's pages and RSC caches. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(
    async (names) => {
      const paths: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) {
          paths.push(new URL(request.url).pathname);
        }
      }
      return paths;
    },
    [CACHES.pages, CACHES.rsc],
  );
}

/** Makes the page report a Save-Data connection, so the idle-time warm-up stays off. */
export function emulateSaveData(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true }),
    });
  });
}
