import { expect, test, type Page } from '@playwright/test';
import { SEARCH_PLACEHOLDER, SHORTCUTS, SHORTCUTS_TITLE } from '../../src/lib/site';
import { axeOn } from './axe-check';
import { watchConsole } from './support';

const PAGE = '/guides/caching/';

/** Opens a page and waits until the shortcut listener is attached (after hydration). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
}

const href = (page: Page, rel: string) => page.locator(`main a[rel="${rel}"]`).getAttribute('href');

test('] and [ follow the page’s next and previous links', async ({ page }) => {
  const problems = watchConsole(page);
  await visit(page, PAGE);
  const next = await href(page, 'next');
  expect(next).toBeTruthy();
  await page.keyboard.press(']');
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('main a[rel="prev"]')).toHaveAttribute('href', PAGE);
  await page.keyboard.press('[');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  expect(problems).toEqual([]);
});

test('t switches the theme like the toggle, and back', async ({ page }) => {
  await visit(page, PAGE);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.keyboard.press('t');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.keyboard.press('t');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('? opens an accessible list of the shortcuts; Escape closes it and restores focus', async ({
  page,
}) => {
  await visit(page, PAGE);
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await toggle.focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: SHORTCUTS_TITLE });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (const { label } of SHORTCUTS) await expect(dialog).toContainText(label);
  for (const key of ['[', ']', '/', 'K', 't', '?']) {
    await expect(dialog.locator('kbd', { hasText: key }).first()).toBeVisible();
  }
  // Keys do nothing else while the list is open.
  await page.keyboard.press(']');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  const { violations } = await axeOn(page).include('dialog').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeFocused();
  // The close button closes it too.
  await page.keyboard.press('?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the shortcuts keep working while the idle parts of the runtime arrive', async ({ page }) => {
  // Hold the script of one idle part (the navigation placeholder), as a slow network or a
  // busy machine would: the reader's tools must not wait for it, nor be hidden by it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('data-navigation-placeholder')) await held;
    await route.fulfill({ response, body });
  });
  await visit(page, PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
  await page.keyboard.press('t');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.keyboard.press('t');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: SHORTCUTS_TITLE })).toBeVisible();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-navigation-placeholder', 'ready');
  // A script still passing through the route when the test ends is no failure of the page.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('no shortcut fires while typing in the search box', async ({ page }) => {
  await visit(page, PAGE);
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).click();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.type('t]?[');
  await expect(page.locator('.DocSearch-Input')).toHaveValue(/t\]\?\[$/);
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.getByRole('dialog', { name: SHORTCUTS_TITLE })).toHaveCount(0);
});
