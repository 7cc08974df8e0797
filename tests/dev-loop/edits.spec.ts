// Saving a page shows the change in the open page without a reload, at the same scroll
// position; a new or deleted page updates the sidebar and the previous/next links; a renamed
// heading updates "On this page".
import { expect, test } from '@playwright/test';
import {
  add,
  contentStepWatching,
  edit,
  hydrated,
  markDocument,
  sameDocument,
  watchErrors,
} from './support';

const PAGE = '/concepts/modules/';

test.beforeAll(async () => contentStepWatching());

test.beforeEach(async ({ page }) => {
  await page.goto(PAGE);
  await hydrated(page);
  await markDocument(page);
});

test('an edit appears without a reload, at the same scroll position', async ({ page }) => {
  const errors = watchErrors(page);
  // A reader's scroll (the runtime holds a fresh page at its top until the reader acts).
  await page.mouse.move(640, 400);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 1500);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(1000);
  await page.waitForTimeout(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  const restore = edit('concepts/modules.mdx', (source) =>
    source.replace('## CommonJS\n', '## CommonJS\n\nA sentence saved a moment ago.\n'),
  );
  try {
    await expect(page.getByText('A sentence saved a moment ago.')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(80);
  } finally {
    restore();
  }
  await expect(page.getByText('A sentence saved a moment ago.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a renamed heading updates "On this page"', async ({ page }) => {
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link', { name: 'CommonJS', exact: true })).toBeAttached();
  const restore = edit('concepts/modules.mdx', (source) =>
    source.replace('## CommonJS\n', '## CommonJS modules, renamed\n'),
  );
  try {
    await expect(toc.getByRole('link', { name: 'CommonJS modules, renamed' })).toBeAttached();
    await expect(toc.getByRole('link', { name: 'CommonJS', exact: true })).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  } finally {
    restore();
  }
  await expect(toc.getByRole('link', { name: 'CommonJS', exact: true })).toBeAttached();
});

test('a new page joins the sidebar and the previous/next links; deleted, it leaves them', async ({
  page,
}) => {
  const sidebar = page.getByRole('navigation', { name: 'Concepts pages' });
  const next = page.locator('a[rel="next"]');
  await expect(next).toHaveAttribute('href', '/concepts/module-resolution/');
  const remove = add(
    'concepts/modules-in-practice.mdx',
    [
      '---',
      'title: Modules in practice',
      'sort: 6.5',
      'group: How webpack sees your code',
      'description: A page added while the dev server runs.',
      '---',
      '',
      'Written a moment ago.',
      '',
    ].join('\n'),
  );
  try {
    await expect(sidebar.getByRole('link', { name: 'Modules in practice' })).toBeVisible();
    await expect(next).toHaveAttribute('href', '/concepts/modules-in-practice/');
    expect(await sameDocument(page)).toBe(true);
  } finally {
    remove();
  }
  await expect(sidebar.getByRole('link', { name: 'Modules in practice' })).toHaveCount(0);
  await expect(next).toHaveAttribute('href', '/concepts/module-resolution/');
  expect(await sameDocument(page)).toBe(true);
});
