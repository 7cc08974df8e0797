// Where the reader lands after Back and Forward, and what a client navigation that cannot
// reach its page shows: the scroll position comes back exactly, and a failed navigation ends
// in the site's own error state, never the browser's error page.
import { expect, test, type Page } from '@playwright/test';
import { LOAD_ERROR_TEXT } from '../../src/lib/site';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

/** Opens `path` and waits until the whole runtime (scroll handling included) is there. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle', { timeout: 20_000 });
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
}

/**
 * Scrolls the window to `y` as a reader would: a turn of the wheel first (the reader's own
 * scrolling ends any scroll the page was still holding), then exactly to `y`.
 */
async function scrollTo(page: Page, y: number) {
  await page.mouse.move(700, 400);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const h1 = (page: Page) => page.locator('h1').first();

test('Back and Forward restore the exact scroll position across a client navigation', async ({
  page,
}) => {
  await open(page, '/guides/code-splitting/');
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await scrollTo(page, 4000);
  await page
    .getByRole('navigation', { name: 'Guides pages' })
    .getByRole('link', { name: 'Caching', exact: true })
    .click();
  await expect(page).toHaveURL('/guides/caching/');
  await expect(h1(page)).toHaveText('Caching');
  // A client navigation (the document survived), which starts the new page at the top.
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  await expect.poll(() => scrollY(page)).toBe(0);
  await scrollTo(page, 1500);

  await page.goBack();
  await expect(page).toHaveURL('/guides/code-splitting/');
  await expect(h1(page)).toHaveText('Code Splitting');
  await expect.poll(() => scrollY(page)).toBe(4000);

  await page.goForward();
  await expect(page).toHaveURL('/guides/caching/');
  await expect(h1(page)).toHaveText('Caching');
  await expect.poll(() => scrollY(page)).toBe(1500);
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
});

test('a position reached in the frame before Back is the one Forward restores', async ({
  page,
}) => {
  await open(page, '/guides/code-splitting/');
  await page
    .getByRole('navigation', { name: 'Guides pages' })
    .getByRole('link', { name: 'Caching', exact: true })
    .click();
  await expect(h1(page)).toHaveText('Caching');
  await scrollTo(page, 1500);
  // On a busy machine the scroll event of the last scroll may come after the Back: hold the
  // events back to make that certain.
  await page.evaluate(() => {
    const mute = (event: Event) => event.stopImmediatePropagation();
    (window as { unmute?: () => void }).unmute = () =>
      window.removeEventListener('scroll', mute, true);
    window.addEventListener('scroll', mute, true);
    window.scrollTo(0, 2200);
  });
  await page.goBack();
  await expect(h1(page)).toHaveText('Code Splitting');
  await page.evaluate(() => (window as { unmute?: () => void }).unmute?.());
  await page.goForward();
  await expect(h1(page)).toHaveText('Caching');
  await expect.poll(() => scrollY(page)).toBe(2200);
});

test('Back and Forward restore the exact scroll position around a hash link', async ({ page }) => {
  await open(page, '/guides/code-splitting/');
  await scrollTo(page, 4000);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const link = toc.getByRole('link').nth(2);
  const hash = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(`/guides/code-splitting/${hash}`);
  await expect(page.locator(`[id="${hash.slice(1)}"]`)).toBeInViewport();
  const atHeading = await scrollY(page);
  expect(atHeading).not.toBe(4000);

  await page.goBack();
  await expect(page).toHaveURL('/guides/code-splitting/');
  await expect.poll(() => scrollY(page)).toBe(4000);

  await page.goForward();
  await expect(page).toHaveURL(`/guides/code-splitting/${hash}`);
  await expect.poll(() => scrollY(page)).toBe(atHeading);
});

test('Back to a page left by a full load restores its position too', async ({ page }) => {
  await open(page, '/guides/code-splitting/');
  await scrollTo(page, 3000);
  // A document navigation (typed address, bookmark): the page is left for another document.
  await page.goto('/concepts/');
  await page.goBack();
  await expect(h1(page)).toHaveText('Code Splitting');
  await expect.poll(() => scrollY(page)).toBe(3000);
});

test('a client navigation whose page data and page both fail shows the error state in the chrome; Retry loads the page', async ({
  page,
}) => {
  await open(page, '/configuration/');
  await expect(page.locator('html')).toHaveAttribute('data-navigation-placeholder', 'ready');
  const target = (url: URL) => url.pathname.startsWith('/configuration/mode/');
  let failed = 0;
  await page.route(target, (route) => {
    failed += 1;
    return route.abort('internetdisconnected');
  });
  await page
    .getByRole('navigation', { name: 'Configuration pages' })
    .locator('a[href="/configuration/mode/"]')
    .click();
  const state = page.locator('#content [role="alert"]');
  await expect(state).toContainText(LOAD_ERROR_TEXT);
  expect(failed).toBeGreaterThan(0);
  // Never the browser's own error page: the site's header and footer stay around it.
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/configuration\/mode\/$/);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();

  // Still unreachable: Retry says so again instead of leaving for the browser's error page.
  // Retry first asks whether the page answers: wait for that probe to fail, or the page could
  // come back through it once the route is lifted below, and the second Retry find nothing.
  const before = failed;
  await state.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => failed).toBeGreaterThan(before);
  await expect(state).toContainText(LOAD_ERROR_TEXT);
  await expect(page.locator('header').first()).toBeVisible();

  await page.unroute(target);
  await state.getByRole('button', { name: 'Retry' }).click();
  await expect(h1(page)).toHaveText('Mode');
  await expect(page.locator('#content [role="alert"]')).toHaveCount(0);
});
