import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { BEST_GROUP_TITLE } from '../../src/lib/search/docsearch';
import { loadSearchIndex, searchIndex } from '../../src/lib/search/query';

const input = (page: Page) => page.locator('.DocSearch-Input');
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

/** The served index, ranked in Node with the same code the browser runs. */
const index = loadSearchIndex(JSON.parse(readFileSync(join('out', 'search-index.json'), 'utf8')));
const best = (query: string) => searchIndex(index, query, 20).map((hit) => hit.url);

async function openSearch(page: Page, path = '/concepts/') {
  await page.goto(path);
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
}

/** Hrefs of the results on screen, top to bottom. */
const screenOrder = (page: Page) =>
  hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

test('the first five results on screen are the five best, whatever their section', async ({
  page,
}) => {
  await openSearch(page);
  for (const query of [
    'hot reload',
    'persistent cache',
    'webpack-merge',
    'process is not defined',
  ]) {
    const expected = best(query).slice(0, 5);
    await input(page).fill(query);
    await expect(hitLinks(page).first()).toHaveAttribute('href', expected[0]!);
    const shown = (await screenOrder(page)).slice(0, 5);
    expect(new Set(shown), query).toEqual(new Set(expected));
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText(BEST_GROUP_TITLE);
  }
});

test('the arrow keys follow the screen order', async ({ page }) => {
  await openSearch(page);
  await input(page).fill('add css');
  await expect(hitLinks(page).first()).toBeVisible();
  const shown = await screenOrder(page);
  for (let i = 0; i < 6; i++) {
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute(
      'href',
      shown[i]!,
    );
    await page.keyboard.press('ArrowDown');
  }
});

test('no keystroke is lost when typing right after Ctrl+K on the first open', async ({ page }) => {
  await page.goto('/guides/');
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  await page.keyboard.press('Control+K');
  await page.keyboard.type('loader');
  await expect(input(page)).toHaveValue('loader');
  await expect(hitLinks(page).first()).toBeVisible();
});

test('an empty or space-only query shows the Popular list, never "No results"', async ({
  page,
}) => {
  await openSearch(page);
  const popular = page.getByRole('region', { name: 'Popular' });
  await expect(popular.getByRole('link', { name: 'Getting Started' })).toBeVisible();
  await page.keyboard.type('   ');
  await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  await expect(popular).toBeVisible();
  await page.keyboard.type('cache');
  await expect(popular).toHaveCount(0);
  await expect(hitLinks(page).first()).toBeVisible();
});

test('a 2-character prefix of an option or page name gives results', async ({ page }) => {
  await openSearch(page);
  for (const prefix of ['de', 'ex', 'lo']) {
    await input(page).fill(prefix);
    await expect(hitLinks(page).first(), prefix).toBeVisible();
  }
});

test('a long query is cut with an ellipsis inside the panel', async ({ page }) => {
  await openSearch(page);
  await input(page).fill('zqxj '.repeat(60));
  const title = page.locator('.DocSearch-NoResults .DocSearch-Title');
  await expect(title).toBeVisible();
  const box = await title.evaluate((element) => {
    const modal = element.closest('.DocSearch-Modal')!.getBoundingClientRect();
    const own = element.getBoundingClientRect();
    return {
      inside: own.left >= modal.left && own.right <= modal.right,
      cut: element.scrollWidth > element.clientWidth,
      overflow: getComputedStyle(element).textOverflow,
    };
  });
  expect(box).toEqual({ inside: true, cut: true, overflow: 'ellipsis' });
});
