import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support';

test.use({ serviceWorkers: 'block' });

/**
 * Opens a page once hydrated, as a reader: without a hash the page holds its scroll at the
 * top for a moment after hydration, until the reader's own input (the wheel here).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  // Copy buttons work once the reader tools have arrived.
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
  await page.mouse.wheel(0, 1);
}

/** Script requests made from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** The webpack.config.js block of the code-splitting guide that sets output.filename. */
function configBlock(page: Page) {
  return page
    .locator('figure', { has: page.locator('figcaption', { hasText: /^webpack\.config\.js$/ }) })
    .filter({ hasText: "filename: '[name].bundle.js'" })
    .first();
}

test('a config key links to its reference heading, with type and default in a tooltip', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await open(page, '/guides/code-splitting/');
  // Idle-time pieces of the runtime load first; what happens after is the feature's doing.
  await page.waitForLoadState('networkidle');
  const scripts = watchScripts(page);

  const key = configBlock(page).locator('a.config-key', { hasText: /^filename$/ });
  await expect(key).toHaveAttribute('href', '/configuration/output/#outputfilename');
  await expect(key).toHaveAccessibleDescription(
    /output\.filename.*Type: string.*Default: '\[name\]\.js'/,
  );

  const tooltip = page.locator(`[id="${await key.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toHaveAttribute('role', 'tooltip');
  await expect(tooltip).toBeHidden();
  await key.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('output.filename');
  await expect(tooltip).toContainText("Default: '[name].js'");
  // Not clipped by the scrolling code block: the tooltip lies below the key, inside the page.
  const keyBox = (await key.boundingBox())!;
  const tipBox = (await tooltip.boundingBox())!;
  expect(tipBox.y).toBeGreaterThanOrEqual(keyBox.y + keyBox.height - 2);
  expect(tipBox.height).toBeGreaterThan(30);

  await configBlock(page).locator('figcaption').hover();
  await expect(tooltip).toBeHidden();
  expect(scripts, 'hovering loads no script').toEqual([]);
  expect(
    problems.filter((problem) => !/Service Worker registration blocked/.test(problem)),
  ).toEqual([]);
});

test('keyboard focus on a config key shows its tooltip', async ({ page }) => {
  await open(page, '/guides/code-splitting/');
  const block = configBlock(page);
  const first = block.locator('a.config-key').first();
  await expect(first).toHaveText('mode');
  // The code block itself is focusable; the next Tab lands on its first key.
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const tooltip = page.locator(`[id="${await first.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText("Type: 'development' | 'production' | 'none'");
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeHidden();
});

test('following a config key lands on the option heading', async ({ page }) => {
  await open(page, '/guides/code-splitting/');
  await configBlock(page)
    .locator('a.config-key', { hasText: /^filename$/ })
    .click();
  await expect(page).toHaveURL('/configuration/output/#outputfilename');
  await expect(page.locator('[id="outputfilename"]')).toBeInViewport();
});

test('copying a linked block copies the plain code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/guides/code-splitting/');
  const block = configBlock(page);
  // The button's name becomes "Copied" for a moment, so find it by its attribute.
  await block.locator('[data-copy-code]').click();
  await expect(block.locator('[data-copy-code]')).toHaveAttribute('data-copied', 'true');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("  output: {\n    filename: '[name].bundle.js',");
  expect(copied).not.toContain('Type:');
});
