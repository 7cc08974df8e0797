import { expect, test, type Page } from '@playwright/test';
import { CONFIG_SYNTAX_STORAGE_KEY } from '../../src/lib/site';
import { axeOn, nextFrames } from './axe-check';
import { watchConsole } from './support';

// /concepts/configuration/ has two config blocks flagged `syntaxes` and links to
// /configuration/configuration-types/, which has two more.
const PAGE = '/concepts/configuration/';

const blocks = (page: Page) => page.locator('.config-syntaxes');
/** The titles of the variants the reader sees, in page order. */
// Shown by CSS, even when off-screen (code figures use content-visibility: auto, so an
// off-screen block has no layout box for Playwright's own visibility test).
const visibleTitles = (page: Page) =>
  page
    .locator('.config-syntaxes [data-rehype-pretty-code-title]')
    .evaluateAll((titles) =>
      titles.filter((title) => title.checkVisibility()).map((title) => title.textContent ?? ''),
    );
const option = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

/** Opens a page and waits for the reader tools (shortcuts and syntax toggles) to listen. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
}

/** Records, before the first config block is parsed, what <html> says the syntax is. */
async function recordSyntaxBeforeFirstBlock(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('.config-syntaxes')) return;
      observer.disconnect();
      (window as { syntaxAtFirstBlock?: string }).syntaxAtFirstBlock =
        document.documentElement.dataset.configSyntax ?? 'unset';
    }).observe(document, { childList: true, subtree: true });
  });
}

test('CommonJS by default; a choice on one block switches every block and persists without a flash', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await recordSyntaxBeforeFirstBlock(page);
  await visit(page, PAGE);
  await expect(blocks(page)).toHaveCount(2);
  await expect.poll(() => visibleTitles(page)).toEqual(['webpack.config.js', 'webpack.config.js']);
  await expect(option(page, 'CommonJS').first()).toHaveAttribute('aria-checked', 'true');

  await option(page, 'TypeScript').first().click();
  await expect.poll(() => visibleTitles(page)).toEqual(['webpack.config.ts', 'webpack.config.ts']);
  await expect(page.locator('html')).toHaveAttribute('data-config-syntax', 'ts');
  for (const radio of await option(page, 'TypeScript').all()) {
    await expect(radio).toHaveAttribute('aria-checked', 'true');
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), CONFIG_SYNTAX_STORAGE_KEY)).toBe(
    'ts',
  );
  // The TypeScript variant is typed and highlighted at build time.
  await expect(blocks(page).first().locator('[data-syntax="ts"]')).toContainText(
    "import type { Configuration } from 'webpack';",
  );

  // Reload: the choice is on <html> before the first block exists, so it never flashes.
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(
    await page.evaluate(() => (window as { syntaxAtFirstBlock?: string }).syntaxAtFirstBlock),
  ).toBe('ts');
  expect(await page.evaluate(() => document.documentElement.dataset.configSyntax)).toBe('ts');
  await expect.poll(() => visibleTitles(page)).toEqual(['webpack.config.ts', 'webpack.config.ts']);
  await expect(option(page, 'TypeScript').last()).toHaveAttribute('aria-checked', 'true');
  // Chromium warns about Next.js's preloaded error-page styles when a page stays open a few
  // seconds on a slow machine; that is not this feature's concern.
  expect(problems.filter((problem) => !problem.includes('preloaded using link preload'))).toEqual(
    [],
  );
});

test('the choice holds across client and full navigations', async ({ page }) => {
  await page.addInitScript(
    ([key]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, 'esm');
        sessionStorage.setItem('seeded', '1');
      }
    },
    [CONFIG_SYNTAX_STORAGE_KEY],
  );
  await page.goto(PAGE);
  await expect
    .poll(() => visibleTitles(page))
    .toEqual(['webpack.config.mjs', 'webpack.config.mjs']);
  // Client navigation through a link in the page.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
  const link = page.locator('main a[href="/configuration/configuration-types/"]').first();
  // Code figures off screen keep a placeholder height until shown (content-visibility): the
  // jump to the link lays the ones around it out at their real height a frame later, which
  // moved the link from under a click made at once (1 run in 30).
  await link.scrollIntoViewIfNeeded();
  await nextFrames(page);
  await link.click();
  await expect(page).toHaveURL(/\/configuration\/configuration-types\/$/);
  await expect
    .poll(() => visibleTitles(page))
    .toEqual(['webpack.config.mjs', 'webpack.config.mjs']);
  // The toggles of the new page show the choice too.
  await expect(option(page, 'ESM').first()).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, 'CommonJS').first()).toHaveAttribute('aria-checked', 'false');
  // A full load of another page.
  await page.goto('/guides/getting-started/');
  await expect.poll(() => visibleTitles(page)).toEqual(['webpack.config.mjs']);
});

test('the toggle is a keyboard-operable radio group with no axe violations', async ({ page }) => {
  await visit(page, PAGE);
  const group = page.getByRole('radiogroup', { name: 'Configuration syntax' }).first();
  await expect(group).toBeVisible();
  await group.getByRole('radio', { name: 'CommonJS' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'TypeScript' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-config-syntax', 'ts');
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'ESM' })).toBeFocused();
  await expect(page.locator('html')).toHaveAttribute('data-config-syntax', 'esm');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await group.getByRole('radio', { name: 'CommonJS' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-config-syntax', 'cjs');
  const { violations } = await axeOn(page).include('.config-syntaxes').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
