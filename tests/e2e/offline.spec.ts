import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
import { READING_COPY_NOTE, READING_TEMPLATE_URL } from '../../src/lib/site';
import { builtDocs } from './support';
import {
  builtFile,
  cachedPageCount,
  cachedPaths,
  hasSearchIndex,
  readingCachePaths,
  swPages,
  waitForController,
  waitForWarmUp,
  warmList,
} from './offline-support';

const docs = builtDocs();
const THEME = '#2B3A42';
const executablePath = findChromium();

test('the service worker at /sw.js becomes active and controls the page', async ({ page }) => {
  await page.goto('/concepts/');
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return {
      url: registration.active?.scriptURL,
      state: registration.active?.state,
      scope: registration.scope,
    };
  });
  expect(active.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sw\.js$/);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  expect(new URL(active.scope).pathname).toBe('/');
  await waitForController(page);
});

test('offline, a visited page and a never-visited page both load, and the indicator shows', async ({
  page,
  context,
}) => {
  await page.goto('/concepts/');
  await waitForController(page);
  await waitForWarmUp(page);
  const visited = docs.find((d) => d.url === '/concepts/')!;
  const neverVisited = docs.find((d) => d.section === 'loaders' && d.slug !== 'index')!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('h1').first()).toHaveText(visited.title);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  const response = await page.goto(neverVisited.url);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`${neverVisited.title} | webpack`);
  await expect(page.locator('h1').first()).toHaveText(neverVisited.title);
  // A reading copy: the article and its section's sidebar, with the page marked current.
  await expect(page.getByRole('note')).toHaveText(READING_COPY_NOTE);
  await expect(page.locator(`#sidebar a[aria-current="page"]`)).toHaveAttribute(
    'href',
    neverVisited.url,
  );
  // Styled by the site's stylesheets (precached), with no application script.
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('.site')!).display),
  ).toBe('flex');
  await expect(page.locator('script[src]')).toHaveCount(0);

  // A client-side navigation to another never-visited page works offline too.
  const target = docs.find(
    (d) => d.section === 'loaders' && d.url !== neverVisited.url && d.slug !== 'index',
  )!;
  await page.locator(`a[href="${target.url}"]`).first().click();
  await expect(page).toHaveURL(target.url);
  await expect(page.locator('h1').first()).toHaveText(target.title);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test('offline and not saved: the friendly offline page, never the browser error page', async ({
  page,
  context,
}) => {
  await page.goto('/concepts/');
  await waitForController(page);
  await context.setOffline(true);
  const response = await page.goto('/never/saved/anywhere/');
  expect(response?.status()).toBe(200);
  const state = page.locator('#content [role="alert"]');
  await expect(state).toContainText('Error loading content.');
  await expect(state.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.locator('header').first()).toBeVisible();
});

test('every script and stylesheet a docs page loads comes from the precache, without the network or the HTTP cache', async ({
  page,
  context,
}) => {
  // The page's own chunk is app/%5B...slug%5D/page-….js: the precache must answer that url.
  await page.goto('/');
  await waitForController(page);
  const assets = await page.evaluate(async () => {
    const html = await (await fetch('/concepts/')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    // `nomodule` scripts never load in a browser that runs service workers.
    const tags = doc.querySelectorAll('script[src]:not([nomodule]), link[rel="stylesheet"]');
    return [...tags].map((tag) => tag.getAttribute('src') ?? tag.getAttribute('href') ?? '');
  });
  expect(assets.some((url) => url.includes('%5B...slug%5D'))).toBe(true);
  await context.setOffline(true);
  const statuses = await page.evaluate(
    (urls) =>
      Promise.all(
        urls.map((url) =>
          fetch(url, { cache: 'no-store' }).then(
            (response) => `${url} ${response.status}`,
            () => `${url} failed`,
          ),
        ),
      ),
    assets,
  );
  expect(statuses).toEqual(assets.map((url) => `${url} 200`));
});

test('the search index is readable offline when the build has one', async ({ page, context }) => {
  await page.goto('/concepts/');
  await waitForController(page);
  await context.setOffline(true);
  const result = await page.evaluate(() =>
    fetch('/search-index.json').then(
      async (response) => ({ status: response.status, body: await response.text() }),
      () => ({ status: 0, body: '' }),
    ),
  );
  if (hasSearchIndex()) {
    expect(result.status).toBe(200);
    expect(result.body).toBe(builtFile('search-index.json'));
  } else {
    // No index in this build: the worker neither precaches one nor breaks on the request.
    expect(builtFile('sw.js')).not.toContain('url:"/search-index.json"');
    expect(result.status).not.toBe(200);
  }
});

test('offline, search opens, finds and opens a page never visited', async ({ page, context }) => {
  test.skip(!hasSearchIndex(), 'this build has no local search index');
  await page.goto('/concepts/');
  await waitForController(page);
  await waitForWarmUp(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  await page.keyboard.press('Control+K');
  await page.locator('.DocSearch-Input').fill('cacheDirectory');
  const first = page.locator('.DocSearch-Hit a').first();
  await expect(first).toContainText('cacheDirectory');
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(href);
  const id = decodeURIComponent(new URL(href, 'http://x').hash.slice(1));
  expect(id).not.toBe('');
  await expect(page.locator(`[id="${id}"]`)).toBeAttached();
});

test('the precache stays small: code, styles, offline page; pages are warmed instead', async () => {
  const sw = builtFile('sw.js');
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  expect(precached).toContain('/offline/');
  expect(precached).toContain(READING_TEMPLATE_URL);
  expect(precached.some((url) => url?.endsWith('.js'))).toBe(true);
  for (const [url] of warmList()) expect(precached).not.toContain(url);
});

test('the first visit warms reading copies, never every page whole, within its byte allowance', async ({
  page,
}) => {
  const { visitBudget } = swPages();
  const list = warmList();
  const listed = list.reduce((sum, [, , bytes]) => sum + bytes, 0);
  // This build's copies fit in the first visit (the bench prints the margin).
  expect(listed).toBeLessThanOrEqual(visitBudget);
  await page.goto('/guides/');
  await waitForController(page);
  await waitForWarmUp(page);
  expect((await readingCachePaths(page)).sort()).toEqual(list.map(([url]) => url).sort());
  // Whole pages are cached only by visits (and Save for offline): here, just this one.
  const whole = (await cachedPaths(page)).filter((path) => !path.endsWith('.txt'));
  expect(whole).toEqual(['/guides/']);
});

/**
 * Opens a page controlled by the worker from its first byte (a returning visitor), then counts
 * its loads. A second worker version is installed by registering the same script under a new
 * url: the browser treats it as an update whatever its bytes (Playwright cannot route the
 * worker's own script request).
 */
/**
 * Marks each page load's own registration of the worker as done. The site registers at idle,
 * so without this a test's register() of a new version could run first and be overtaken by it.
 */
const markSiteRegistration = (page: Page) =>
  page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      const done = register.apply(this, args);
      void done.then(() => document.documentElement.setAttribute('data-test-registered', ''));
      return done;
    };
  });

async function returningVisitor(page: Page) {
  await markSiteRegistration(page);
  await page.goto('/concepts/');
  await waitForController(page);
  await waitForWarmUp(page);
  await page.reload();
  await waitForController(page);
  await page.locator('html[data-test-registered]').waitFor({ state: 'attached' });
  const counter = { loads: 0 };
  page.on('load', () => (counter.loads += 1));
  return counter;
}

const installVersion = (page: Page, version: number) =>
  page.evaluate((v) => navigator.serviceWorker.register(`/sw.js?v=${v}`).then(() => null), version);

const controllerUrl = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');

test('a new service worker reloads the page exactly once, never in a loop', async ({ page }) => {
  const counter = await returningVisitor(page);
  const reloaded = page.waitForEvent('load');
  await installVersion(page, 2);
  await reloaded;
  expect(counter.loads).toBe(1);
  // After the reload the page registers /sw.js again, a third version taking control: that
  // change must not reload the page a second time.
  await expect.poll(() => controllerUrl(page)).toMatch(/\/sw\.js$/);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })),
  );
  expect(counter.loads).toBe(1);
  await expect(page.locator('h1').first()).toHaveText('Concepts');
});

test('a new service worker never reloads while the user is typing', async ({ page }) => {
  const counter = await returningVisitor(page);
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'note');
    document.querySelector('#content')?.prepend(field);
  });
  await page.getByLabel('note').fill('half a sentence');
  const changed = page.evaluate(
    () =>
      new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      ),
  );
  await installVersion(page, 3);
  await changed;
  await expect.poll(() => controllerUrl(page)).toMatch(/\/sw\.js\?v=3$/);
  await expect(page.getByLabel('note')).toHaveValue('half a sentence');
  expect(counter.loads).toBe(0);
  // The deferred reload happens at the next navigation instead.
  const reloaded = page.waitForEvent('load');
  await page.locator('a[href="/concepts/targets/"]').first().click();
  await reloaded;
  expect(counter.loads).toBe(1);
  await expect(page).toHaveURL('/concepts/targets/');
});

test('old caches of ours are deleted when a new worker activates', async ({ page }) => {
  await returningVisitor(page);
  await page.evaluate(async () => {
    await (await caches.open('webpack-docs-pages-v0')).put('/stale/', new Response('old'));
    await (await caches.open('not-ours')).put('/x/', new Response('x'));
  });
  const reloaded = page.waitForEvent('load');
  await installVersion(page, 4);
  await reloaded;
  await expect
    .poll(() => page.evaluate(() => caches.keys()))
    .not.toContain('webpack-docs-pages-v0');
  expect(await page.evaluate(() => caches.keys())).toContain('not-ours');
  expect(await cachedPageCount(page)).toBeGreaterThan(0);
});

test('manifest and theme colour: linked, complete, installable', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await page.goto('/concepts/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME);
  const manifest = await (await request.get('/manifest.json')).json();
  expect(manifest).toMatchObject({
    short_name: 'webpack',
    theme_color: THEME,
    background_color: THEME,
    display: 'minimal-ui',
    start_url: '/',
  });
  expect(manifest.name).toBeTruthy();
  expect(manifest.description).toBeTruthy();
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  for (const size of [72, 96, 128, 144, 152, 192, 384, 512])
    expect(sizes).toContain(`${size}x${size}`);
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(
    true,
  );
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    if (icon.type === 'image/png') {
      const png = await response.body();
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  }
  // Chrome's own installability check (the one Lighthouse reported); incognito contexts
  // never pass it, so it runs in a persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'webpack-docs-install-'));
  const persistent = await playwright.chromium.launchPersistentContext(profile, {
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const installable = await persistent.newPage();
    await installable.goto(`${baseURL}/concepts/`);
    await waitForController(installable);
    const cdp = await persistent.newCDPSession(installable);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await persistent.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
