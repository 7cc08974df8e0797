import { expect, test, type Page } from '@playwright/test';
import { settle } from './axe-check';
import { waitForController } from './offline-support';
import { builtDocs, docSource } from './support';

test.use({ serviceWorkers: 'block' });

const docs = builtDocs();

test('other-options with a #cache… hash is replaced by the cache page with the same hash', async ({
  page,
}) => {
  await page.goto('/concepts/');
  await page.goto('/configuration/other-options/#cache-type');
  await expect(page).toHaveURL('/configuration/cache/#cache-type');
  // Replaced, not pushed: going back returns to the page before other-options.
  await page.goBack();
  await expect(page).toHaveURL('/concepts/');
});

test('other hashes on other-options stay where they are', async ({ page }) => {
  await page.goto('/configuration/other-options/#amd');
  // The redirect runs at hydration; the runtime marks <html> later, once the page is idle.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
  await expect(page).toHaveURL('/configuration/other-options/#amd');
  await expect(page.locator('[id="amd"]')).toBeInViewport();
});

const long = docs
  .filter((d) => d.anchors.length > 4)
  .sort((a, b) => b.anchors.length - a.anchors.length)[0]!;
const lastAnchor = long.anchors[long.anchors.length - 1]!;

test('on load the page scrolls to the hash target', async ({ page }) => {
  await page.goto(`${long.url}#${lastAnchor.id}`);
  await expect(page.locator(`[id="${lastAnchor.id}"]`)).toBeInViewport();
});

test('a hash target that appears late is still scrolled to', async ({ page }) => {
  // Once hydrated (an element added before would be a hydration mismatch), not once the
  // network is idle: the reading copies the service worker fetches can keep it busy past the
  // 10 s the page waits for a late target on a busy machine.
  await page.goto(`${long.url}#late-target`);
  await settle(page);
  await page.evaluate(() => {
    const target = document.createElement('h2');
    target.id = 'late-target';
    target.textContent = 'Late';
    document.querySelector('footer')?.after(target);
  });
  await expect(page.locator('#late-target')).toBeInViewport();
});

/** Scrolls the page down, reloads it and expects the reload to start at the top. */
async function expectReloadAtTop(page: Page) {
  await page.mouse.move(640, 400);
  // Until the page has hydrated, its load-time scroll may still win: scroll until it holds.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(0);
  await page.reload();
  await page.waitForLoadState('load');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test('without a hash, a reload starts at the top', async ({ page }) => {
  await page.goto(long.url);
  await page.waitForLoadState('networkidle');
  await expectReloadAtTop(page);
});

test('after a client navigation to a hash, the target is scrolled to', async ({ page }) => {
  const from = docs.find((d) => docSource(d).includes('/glossary/#'));
  expect(from, 'a page linking to a glossary entry').toBeDefined();
  await page.goto(from!.url);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  const link = page.locator('#content a[href^="/glossary/#"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(href);
  const id = decodeURIComponent(href.split('#')[1]!);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  // A client navigation: the document (and its marker) survived.
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
});

test.describe('served from the service worker cache', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a reload from the cache scrolls to the hash target, or starts at the top', async ({
    page,
    context,
  }) => {
    await page.goto(long.url);
    await waitForController(page);
    // Offline, every load below comes from the worker's cache.
    await expect
      .poll(() =>
        page.evaluate(
          async (url) => Boolean(await caches.match(new URL(url, location.href).href)),
          long.url,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto(`${long.url}#${lastAnchor.id}`);
    await page.reload();
    await expect(page.locator(`[id="${lastAnchor.id}"]`)).toBeInViewport();
    await page.goto(long.url);
    await expectReloadAtTop(page);
    await expect(page.locator('h1').first()).toHaveText(long.title);
  });
});
