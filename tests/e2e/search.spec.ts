import { expect, test, type Page } from '@playwright/test';
import {
  SEARCH_INDEX_PATH,
  SEARCH_PLACEHOLDER,
  SEARCH_REQUESTED_ATTRIBUTE,
} from '../../src/lib/site';
import { watchConsole } from './support';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Opens a page and waits until the search shortcuts listen (hydration ends after `load`). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
}

/** Records every request that is not for the local server, and blocks it. */
async function blockExternal(page: Page): Promise<string[]> {
  const external: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  return external;
}

test('until intent the search box is a plain input, and neither DocSearch nor the index loads', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/concepts/', { waitUntil: 'networkidle' });
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await expect(box).toBeVisible();
  expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
  expect(requested).not.toContain(SEARCH_INDEX_PATH);
  const before = requested.length;

  await box.hover();
  await expect.poll(() => requested.includes(SEARCH_INDEX_PATH)).toBe(true);
  expect(requested.length).toBeGreaterThan(before);
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
  expect(requested.filter((path) => path === SEARCH_INDEX_PATH)).toHaveLength(1);
});

test('Ctrl+K opens search with the input focused, and Escape closes it', async ({ page }) => {
  await visit(page, '/configuration/');
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toBeFocused();
});

test('`/` opens search, but is plain text while typing in a field', async ({ page }) => {
  await visit(page, '/guides/');
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('cache');
  await expect(input(page)).toHaveValue('cache');
});

test('on a slow machine, the first letter typed into a freshly opened search is kept', async ({
  page,
}) => {
  await visit(page, '/guides/');
  // The CI machine under load: a render the Popular list's input listener caused in the
  // capture phase undid the first letter (CI typed "cache" and got "ache").
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused({ timeout: 20_000 });
  await page.keyboard.type('cache');
  await expect(input(page)).toHaveValue('cache');
});

test('typing a query shows results with the heading path and marked words', async ({ page }) => {
  await visit(page, '/concepts/');
  await page.keyboard.press('Control+K');
  await input(page).fill('cacheDirectory');
  const first = hits(page).first();
  await expect(first).toContainText('cacheDirectory');
  // The heading path: the option heading under its page (Cache).
  await expect(first).toContainText('Cache');
  await expect(first.locator('mark').first()).toBeVisible();
});

test('clicking in the box and typing carries the words into the search', async ({ page }) => {
  await visit(page, '/concepts/');
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('devtool');
  await expect(hits(page).first()).toContainText(/devtool/i);
});

test('a click into the box before the search code arrives opens the search once it does', async ({
  page,
}) => {
  // Hold the launcher's script, as a slow network would, until the reader has clicked.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(SEARCH_REQUESTED_ATTRIBUTE)) await held;
    await route.fulfill({ response, body });
  });
  await page.goto('/concepts/', { waitUntil: 'domcontentloaded' });
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  release();
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('devtool');
  await expect(hits(page).first()).toContainText(/devtool/i);
  // A script still passing through the route when the test ends is no failure of the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('Enter opens the first result at its anchor with a client-side navigation', async ({
  page,
}) => {
  await visit(page, '/concepts/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
  await page.keyboard.press('Control+K');
  await input(page).fill('pitching loaders');
  await expect(hits(page).first()).toContainText(/Pitching loaders/i);
  const href = await hits(page).first().locator('a').first().getAttribute('href');
  expect(href).toMatch(/^\/[a-z-]+\/[a-z-]+\/#pitching-loaders$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('#pitching-loaders')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
});

test('a result on the current page scrolls to its anchor', async ({ page }) => {
  await visit(page, '/glossary/');
  await page.keyboard.press('Control+K');
  // Glossary entries rank after the guides and the reference unless the query names the
  // glossary, as this one does.
  await input(page).fill('glossary scope hoisting');
  await expect(hits(page).first()).toContainText('Scope hoisting');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/glossary\/#scope-hoisting$/);
  await expect(page.locator('#scope-hoisting')).toBeInViewport();
});

test('hostile input is searched as text and raises no page error', async ({ page }) => {
  const problems = watchConsole(page);
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    return dialog.dismiss();
  });
  await visit(page, '/concepts/');
  await page.keyboard.press('Control+K');
  const inputs = [
    '.*+?^${}()|[]\\',
    '(((((((((a',
    'x'.repeat(5000),
    'a '.repeat(2500),
    '🦄🚀 webpack 🎉',
    '模块打包工具 웹팩 モジュール',
    '<img src=x onerror="alert(1)"><script>alert(2)</script>',
    '"><svg onload=alert(3)>',
    '&amp; &lt;mark&gt;',
    '\u0000\u202e\ufeff',
    'devtool',
  ];
  for (const text of inputs) {
    await input(page).fill(text);
    await page.waitForTimeout(50);
  }
  await expect(hits(page).first()).toContainText(/devtool/i);
  await input(page).fill('<img src=x onerror="alert(1)">');
  await page.waitForTimeout(200);
  expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script').count()).toBe(0);
  expect(dialogs).toBe(0);
  expect(problems.filter((problem) => !problem.startsWith('warning:'))).toEqual([]);
});

test('with no keys configured, no request leaves 127.0.0.1', async ({ page }) => {
  const external = await blockExternal(page);
  await visit(page, '/concepts/');
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).hover();
  await page.keyboard.press('Control+K');
  await input(page).fill('module rules');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('/');
  await input(page).fill('hmr');
  await expect(hits(page).first()).toContainText(/hot module replacement/i);
  expect(external).toEqual([]);
});
