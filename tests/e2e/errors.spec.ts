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

  test("a style chunk failing (webpack's CSS_CHUNK_LOAD_FAILED) shows the error state where search opens; Retry loads it", async ({
    page,
  }) => {
    // Next's app router hands webpack's style chunks to React through a hook that always
    // resolves, so a failed stylesheet never rejects there. Without the hook (as before the
    // router has mounted) webpack's own runtime loads the <link> and raises the catalogue's
    // CSS_CHUNK_LOAD_FAILED: this test keeps the hook away to exercise that path.
    await page.addInitScript(() => {
      Object.defineProperty(window, '_N_E_STYLE_LOAD', {
        configurable: true,
        get: () => undefined,
        set: () => undefined,
      });
    });
    await page.goto('/concepts/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    // Every stylesheet the page did not load yet: the search modal's (DocSearch) among them.
    const styles = /\/_next\/static\/css\/[^/]+\.css$/;
    const aborted: string[] = [];
    await page.route(styles, (route) => {
      aborted.push(route.request().url());
      return route.abort();
    });
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const state = dialog.locator('[role="alert"]');
    await expect(state).toHaveAttribute('data-error-kind', 'css');
    await expect(state).toContainText(TEXT);
    expect(aborted.length).toBeGreaterThan(0);
    // The page itself is untouched.
    await expect(page.locator('h1').first()).toHaveText('Concepts');
    await page.unroute(styles);
    await state.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await expect(state).toHaveCount(0);
  });

  test("a script chunk of the page's runtime failing leaves the page readable and working", async ({
    page,
  }) => {
    // The search launcher's code arrives right after hydration, in a chunk of its own: find it.
    await page.goto('/concepts/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(url)),
    );
    let launcher: string | undefined;
    for (const url of chunks) {
      if ((await (await page.request.get(url)).text()).includes('data-shortcuts')) launcher = url;
    }
    expect(launcher).toBeDefined();
    // Load the page again with that chunk failing (routing also bypasses the HTTP cache).
    let aborted = 0;
    await page.route(launcher!, (route) => {
      aborted += 1;
      return route.abort();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/concepts/');
    await expect.poll(() => aborted).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
    await expect(page.locator('h1').first()).toHaveText('Concepts');
    await page.locator('a[href="/concepts/targets/"]').first().click();
    await expect(page.locator('h1').first()).toHaveText('Targets');
    await expect(page.locator('[data-shortcuts="ready"]')).toHaveCount(0);
    expect(errors).toEqual([]);
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
