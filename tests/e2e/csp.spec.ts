import { expect, test, type Page } from '@playwright/test';
import { watchCsp } from './csp-support';
import { waitForController } from './offline-support';

/** One page of every template (the 404 is any unknown path). */
const TEMPLATES = [
  ['home', '/'],
  ['section index', '/concepts/'],
  ['docs page with code', '/migrate/4/'],
  ['printable', '/concepts/printable/'],
  ['blog post', '/blog/2020-10-10-webpack-5-release/'],
  ['glossary', '/glossary/'],
  ['404', '/no-such-page/'],
  ['app shell', '/app-shell/'],
  ['offline page', '/offline/'],
] as const;

/** Waits until the browser is idle after `load`, when the lazy pieces of the runtime have loaded. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 3000 })),
  );
}

/** The policy of the current document's `<meta http-equiv>`. */
function metaPolicy(page: Page) {
  return page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

for (const [template, path] of TEMPLATES) {
  test(`${template} (${path}): header and meta policies agree, and nothing is blocked`, async ({
    page,
  }) => {
    const csp = await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(template === '404' ? 404 : 200);
    const header = response!.headers()['content-security-policy'];
    const meta = await metaPolicy(page);
    expect(meta).toBeTruthy();
    // A meta policy cannot carry frame-ancestors; otherwise they are the same policy.
    expect(header).toBe(`${meta}; frame-ancestors 'none'`);
    expect(header).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(header).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    expect(response!.headers()['x-content-type-options']).toBe('nosniff');
    // The policy comes before every script (after a leading charset declaration only).
    expect(
      await page.evaluate(
        () =>
          document.head.querySelector('script, meta[http-equiv="Content-Security-Policy"]')
            ?.tagName,
      ),
    ).toBe('META');
    await settle(page);
    expect(csp.violations).toEqual([]);
    expect(csp.console).toEqual([]);
  });
}

test('search, theme toggle, client navigation and code copy load their code without a violation', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const csp = await watchCsp(page);
  await page.goto('/concepts/');
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();

  await page.keyboard.press('Control+K');
  await page.locator('.DocSearch-Input').fill('cacheDirectory');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('cacheDirectory');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator('a[href="/concepts/targets/"]').first().click();
  await expect(page.locator('h1').first()).toHaveText('Targets');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await page.goto('/migrate/4/');
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
  const figure = page.locator('figure[data-rehype-pretty-code-figure]').first();
  // The button's name becomes "Copied" for a moment, so find it by its attribute.
  await figure.locator('[data-copy-code]').click();
  await expect(figure.locator('[data-copy-code]')).toHaveAttribute('data-copied', 'true');
  // Highlighted tokens keep their colours: their hashed style attributes were applied.
  expect(
    await figure
      .locator('span[style*="--shiki-dark"]')
      .first()
      .evaluate((span) => getComputedStyle(span).getPropertyValue('--shiki-dark')),
  ).not.toBe('');
  await settle(page);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null),
  ).toBe(true);
  expect(csp.violations).toEqual([]);
  expect(csp.console).toEqual([]);
});

test('offline, the offline page the service worker serves keeps its meta policy and runs cleanly', async ({
  page,
  context,
}) => {
  const csp = await watchCsp(page);
  await page.goto('/concepts/');
  await waitForController(page);
  await context.setOffline(true);
  const response = await page.goto('/never/saved/anywhere/');
  // Served from the worker's cache, with the policy stored with it, and in its meta.
  const meta = await metaPolicy(page);
  expect(meta).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(response?.headers()['content-security-policy']).toBe(`${meta}; frame-ancestors 'none'`);
  await expect(page.locator('#content [role="alert"]')).toContainText('Error loading content.');
  await settle(page);
  expect(csp.violations).toEqual([]);
  expect(csp.console).toEqual([]);
});

/** Serves `/concepts/` with an extra, unhashed inline script; `keepHeader: false` drops the header policy. */
async function injectScript(page: Page, { keepHeader }: { keepHeader: boolean }) {
  await page.route('**/concepts/', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    if (!keepHeader) delete headers['content-security-policy'];
    const body = (await response.text()).replace(
      '</head>',
      '<script>window.__injected = true;</script></head>',
    );
    await route.fulfill({ response, headers, body });
  });
}

test.describe('the policy blocks what the build did not emit', () => {
  // Intercepted responses must come from the network, never from a service worker.
  test.use({ serviceWorkers: 'block' });

  for (const keepHeader of [true, false]) {
    test(`an injected inline script is blocked and detected (${keepHeader ? 'header and meta' : 'meta only'})`, async ({
      page,
    }) => {
      const csp = await watchCsp(page);
      await injectScript(page, { keepHeader });
      const response = await page.goto('/concepts/');
      expect(!!response?.headers()['content-security-policy']).toBe(keepHeader);
      await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
      expect(csp.violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
      expect(csp.console.join('\n')).toMatch(/inline script.*Content Security Policy/);
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      ).toBeUndefined();
    });
  }
});
