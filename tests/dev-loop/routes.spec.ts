// `npm run dev` serves every route kind, hydrated, with no page error and no console error, on
// localhost and on 127.0.0.1; the runtime parts work as in production; no service worker.
import { expect, test } from '@playwright/test';
import { copyWorkerPids, hydrated, watchErrors } from './support';

const ROUTES = [
  ['landing', '/'],
  ['section index', '/concepts/'],
  ['docs page', '/concepts/modules/'],
  ['printable page', '/concepts/printable/'],
  ['blog index', '/blog/'],
  ['blog post', '/blog/2020-10-10-webpack-5-release/'],
  ['glossary', '/glossary/'],
] as const;

for (const [kind, path] of ROUTES) {
  test(`${kind} (${path}) hydrates with no page or console error`, async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the 404 page hydrates with no error but its own status', async ({ page }) => {
  const errors = watchErrors(page, [/status of 404.*\/no-such-page\/\)$/]);
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('127.0.0.1 works too, its hot-reload socket included', async ({ page, baseURL }) => {
  const errors = watchErrors(page);
  const url = new URL('/concepts/', baseURL);
  url.hostname = '127.0.0.1';
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  await page.goto(url.href);
  await hydrated(page);
  await expect.poll(() => sockets.some((socket) => socket.includes('/_next/hmr'))).toBe(true);
  await page.waitForTimeout(1000);
  expect(errors).toEqual([]);
});

test('search, shortcuts and theme work; no service worker in development', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/concepts/');
  await hydrated(page);
  await page.keyboard.press('t');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Control+K');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('entry points');
  // In development the index is built on request, from every page.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 120_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
  const workers = await page.evaluate(async () =>
    navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  );
  expect(workers).toBe(0);
  expect(errors).toEqual([]);
});

test('a page request starts no process to rerun generateStaticParams', async ({ request }) => {
  // The first request of a route computes its static paths once.
  expect((await request.get('/concepts/modules/')).status()).toBe(200);
  const seen = new Set<number>();
  let watching = true;
  const watch = (async () => {
    while (watching) {
      for (const pid of copyWorkerPids()) seen.add(pid);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  for (const path of ['/concepts/modules/', '/concepts/entry-points/', '/concepts/modules/']) {
    expect((await request.get(path)).status()).toBe(200);
  }
  // Next's worker outlives the request that started it.
  await new Promise((resolve) => setTimeout(resolve, 500));
  watching = false;
  await watch;
  expect([...seen]).toEqual([]);
});
