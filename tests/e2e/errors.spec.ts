import { expect, test } from '@playwright/test';
import { forgetPage, waitForController, waitForWarmUp } from './offline-support';

const TEXT = 'Error loading content.';

test.describe('with the service worker', () => {
  test('page data and page both unreachable: the error state in the content area, with a retry', async ({
    page,
    context,
  }) => {
    await page.goto('/concepts/');
    await waitForController(page);
    await waitForWarmUp(page);
    await forgetPage(page, '/concepts/targets/');
    await context.setOffline(true);
    await page.locator('a[href="/concepts/targets/"]').first().click();
    await expect(page).toHaveURL('/concepts/targets/');
    const state = page.locator('#content [role="alert"]');
    await expect(state).toContainText(TEXT);
    // Never a blank page: the site's header and footer stay around the message.
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();
    await context.setOffline(false);
    await state.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('h1').first()).toHaveText('Targets');
  });
});

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("a script chunk failing during client navigation (webpack's ChunkLoadError) shows the error state; Retry loads it", async ({
    page,
  }) => {
    // /offline/ is the route whose page has its own script chunk in every build.
    const chunk = /\/_next\/static\/chunks\/app\/offline\/page-[^/]+\.js$/;
    await page.goto('/concepts/');
    await page.waitForLoadState('networkidle');
    await page.route(chunk, (route) => route.abort());
    await page.evaluate(() => {
      (window as { marker?: number }).marker = 1;
      (window as unknown as { next: { router: { push(url: string): void } } }).next.router.push(
        '/offline/',
      );
    });
    const state = page.locator('#content [role="alert"]');
    await expect(state).toHaveAttribute('data-error-kind', 'chunk');
    await expect(state).toContainText(TEXT);
    await expect(page.locator('header').first()).toBeVisible();
    // Still the same document: the error was handled in place, not by a reload.
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
    await page.unroute(chunk);
    await state.getByRole('button', { name: 'Retry' }).click();
    await expect(state).toHaveAttribute('data-error-kind', 'offline');
    await expect(state).toContainText('has not been saved for offline reading');
  });

  test('a client navigation waiting for page data shows the page placeholder', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/concepts/targets/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/concepts/');
    // The placeholder's code loads once the page is idle, like the rest of the runtime.
    await expect(page.locator('html')).toHaveAttribute('data-navigation-placeholder', 'ready');
    await page.locator('a[href="/concepts/targets/"]').first().click();
    const placeholder = page.locator('#content [data-page-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('h1').first()).toHaveText('Targets');
    await expect(placeholder).toHaveCount(0);
  });
});
