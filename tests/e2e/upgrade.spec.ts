// Upgrades across deploys (issue 18, point 8): a reader has version A open, or installed for
// offline reading, and version B is deployed on the same origin. A is derived from the build
// under test (see previous-build.mjs): other build id, other code for the docs pages under a
// new chunk hash, other words on four pages. B is out/ itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { CACHES } from '../../src/worker/cache-keys';
import { sectionManifest, waitForController, waitForWarmUp } from './offline-support';
import { VERSION_A_TEXT, derivePreviousBuild } from './previous-build.mjs';
import { startSiteServer } from './site-server.mjs';

const out = fileURLToPath(new URL('../../out', import.meta.url));
/** The page the tab stays on, a page visited in A, a page of a saved section, a page never visited. */
const OPEN = '/concepts/';
const VISITED = '/guides/';
const SAVED = '/concepts/targets/';
const NEVER_VISITED = '/migrate/';

// In order, in one worker: version A is derived once for both.
test.describe.configure({ mode: 'default' });

let dir = '';
let versionA: ReturnType<typeof derivePreviousBuild>;

test.beforeAll(() => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'webpack-docs-version-a-'));
  versionA = derivePreviousBuild(out, join(dir, 'out'), [OPEN, VISITED, SAVED, NEVER_VISITED]);
});

test.afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const opening = (url: string) => versionA.changed.find((page) => page.url === url)!;

/** Which version the page shows and runs: its words, its build's chunk, A's code marker. */
async function versionOf(page: Page, url: string) {
  const { a, b } = opening(url);
  const text = (await page.locator('#content').textContent()) ?? '';
  const chunks = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return {
    words: text.includes(b) ? 'B' : text.includes(a) ? 'A' : 'neither',
    chunk: chunks.includes(versionA.chunk.b) ? 'B' : chunks.includes(versionA.chunk.a) ? 'A' : '-',
    code: await page.evaluate(() => (self as { __docsVersion?: string }).__docsVersion ?? 'B'),
  };
}

/** Every entry of every cache of the origin whose url or body belongs to A alone. */
function versionAEntries(page: Page) {
  const marks = [versionA.buildId.a, versionA.chunk.a.split('/').pop()!, VERSION_A_TEXT];
  return page.evaluate(async (marks) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        // The worker may drop an entry between keys() and match(): gone is not left behind.
        const response = await cache.match(request);
        if (!response) continue;
        const body = await response.text();
        const mark = marks.find((m) => request.url.includes(m) || body.includes(m));
        if (mark) found.push(`${name} ${new URL(request.url).pathname}: ${mark}`);
      }
    }
    return found;
  }, marks);
}

/** Records errors a reader would see: uncaught ones, and the error state ever appearing. */
function watchForErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (/ChunkLoadError|Loading chunk|Loading CSS chunk/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

test('an open tab and an offline install move from A to B cleanly', async ({ page, context }) => {
  test.setTimeout(120_000);
  const server = await startSiteServer(join(dir, 'out'));
  const errors = watchForErrors(page);
  try {
    // Version A: installed, warmed, a page visited, a section saved for offline.
    await page.goto(`${server.origin}${VISITED}`);
    await waitForController(page);
    await waitForWarmUp(page);
    await page.goto(`${server.origin}${OPEN}`);
    await expect(page.locator('html')).toHaveAttribute('data-save-offline', 'ready');
    await page
      .getByRole('navigation', { name: 'Concepts pages' })
      .first()
      .getByRole('button', { name: 'Save for offline' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Save Concepts for offline' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('Saved');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await versionOf(page, OPEN)).toEqual({ words: 'A', chunk: 'A', code: 'A' });

    // B is deployed. The open tab finds it when it is shown again, and reloads once.
    let loads = 0;
    page.on('load', () => (loads += 1));
    server.deploy(out);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await reloaded;
    await expect(page.locator('h1').first()).toHaveText('Concepts');
    expect(await versionOf(page, OPEN)).toEqual({ words: 'B', chunk: 'B', code: 'B' });
    await waitForController(page);

    // Once B is active, nothing of A is left in any cache.
    expect(await versionAEntries(page)).toEqual([]);

    // The warm-up brings B's reading copies, and the saved section comes back as B's.
    await waitForWarmUp(page);
    const concepts = sectionManifest().sections.find((section) => section.id === 'concepts')!;
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ files, names }) => {
              const stored = [];
              for (const [path] of files) {
                const slot = /\.txt$/.test(path) ? names.rsc : names.pages;
                if (await (await caches.open(slot)).match(path)) stored.push(path);
              }
              return stored.length;
            },
            { files: concepts.files, names: CACHES },
          ),
        { timeout: 30_000 },
      )
      .toBe(concepts.files.length);
    expect(await versionAEntries(page)).toEqual([]);
    expect(loads).toBe(1);

    // Offline, every page reads as B: the page visited in A, a saved one, one never visited.
    await context.setOffline(true);
    for (const url of [VISITED, SAVED, NEVER_VISITED]) {
      await page.goto(`${server.origin}${url}`);
      await expect(page.locator('#content')).toContainText(opening(url).b);
      await expect(page.locator('#content')).not.toContainText(VERSION_A_TEXT);
    }
    // The saved page is the whole page, running B's code.
    await page.goto(`${server.origin}${SAVED}`);
    await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
    expect(await versionOf(page, SAVED)).toEqual({ words: 'B', chunk: 'B', code: 'B' });
    expect(errors).toEqual([]);
  } finally {
    await context.setOffline(false);
    await server.close();
  }
});

test("A's tab, taken over by B while the reader types, navigates on the client: B opens, no error", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const server = await startSiteServer(join(dir, 'out'));
  const errors = watchForErrors(page);
  // Any error state shown at any moment, across loads.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-error-kind]'))
        sessionStorage.setItem('saw-error-state', location.pathname);
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    // A returning reader of A on a docs page, typing in a field.
    await page.goto(`${server.origin}${VISITED}`);
    await waitForController(page);
    await waitForWarmUp(page);
    await page.reload();
    await waitForController(page);
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'note');
      document.querySelector('#content')?.prepend(field);
    });
    await page.getByLabel('note').fill('half a sentence');

    // B is deployed and takes over; the reload waits, so this tab still runs A's code, whose
    // chunks B's worker has dropped.
    server.deploy(out);
    const changed = page.evaluate(
      () =>
        new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        ),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await changed;
    expect(await versionOf(page, VISITED)).toEqual({ words: 'A', chunk: 'A', code: 'A' });
    await expect(page.getByLabel('note')).toHaveValue('half a sentence');

    // A client navigation: it ends on B's page, once, never on an error or a blank page.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator(`#content a[href="${OPEN}"], nav a[href="${OPEN}"]`).first().click();
    await expect(page).toHaveURL(`${server.origin}${OPEN}`);
    await expect(page.locator('h1').first()).toHaveText('Concepts');
    await expect.poll(() => versionOf(page, OPEN)).toEqual({ words: 'B', chunk: 'B', code: 'B' });
    expect(loads).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('saw-error-state'))).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await server.close();
  }
});
