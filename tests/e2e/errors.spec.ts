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

  test('an aborted script chunk during client navigation never leaves a blank page', async ({
    page,
  }) => {
    // The home page's own chunk; Next falls back to loading the page as a document.
    await page.route(/\/_next\/static\/chunks\/app\/page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/concepts/');
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    // Next retries such a navigation as a document load. The server-rendered page then shows,
    // or, when its code cannot start, the error state with a retry: never a blank page.
    const content = page.locator('#content h1');
    const state = page.locator('#content [role="alert"]');
    await expect(content.or(state).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText('This page couldn');
    await page.unroute(/\/_next\/static\/chunks\/app\/page-[^/]+\.js$/);
    if (await state.isVisible()) {
      await expect(state).toContainText(TEXT);
      await state.getByRole('button', { name: 'Retry' }).click();
    }
    await expect(content.first()).toBeVisible();
  });

  test('a client navigation waiting for page data shows the page placeholder', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/concepts/targets/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/concepts/');
    await page.locator('a[href="/concepts/targets/"]').first().click();
    const placeholder = page.locator('#content [data-page-placeholder]');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.locator('h1').first()).toHaveText('Targets');
    await expect(placeholder).toHaveCount(0);
  });
});
