// Links into the old webpack.js.org keep working: old urls land on the page of the same subject
// (a 301 from the server, or the fallback page on hosts without redirects, with and without
// JavaScript), and old heading ids scroll to the heading that now means the same.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

/** The top of an element relative to the viewport, once the page has stopped moving it. */
async function expectAtTop(page: Page, id: string) {
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeInViewport();
  await expect
    .poll(async () => target.evaluate((element) => element.getBoundingClientRect().top))
    .toBeLessThan(80);
  await expect
    .poll(async () => target.evaluate((element) => element.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(-2);
}

/** Serves the fallback page the build wrote at an old url, as a host without redirects does. */
async function withoutRedirects(page: Page, oldPath: string) {
  const file = new URL(`../../out${oldPath}index.html`, import.meta.url);
  await page.route(`**${oldPath}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: readFileSync(file) }),
  );
}

test.describe('old urls', () => {
  test('a redirect of the old site lands on the page of the same subject', async ({ page }) => {
    const response = await page.goto('/get-started/');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/get-started\/$/);
    await expect(page).toHaveURL('/guides/getting-started/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  });

  test('/concepts/mode/ lands on the mode option', async ({ page }) => {
    await page.goto('/concepts/mode/');
    await expect(page).toHaveURL('/configuration/mode/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mode');
  });

  test('an old split page lands on the section of the same subject', async ({ page }) => {
    await page.goto('/guides/code-splitting-async/');
    await expect(page).toHaveURL('/guides/code-splitting/#dynamic-imports');
    await expectAtTop(page, 'dynamic-imports');
  });

  test('a blog post lands on our post on the same release, at the heading an old anchor meant', async ({
    page,
  }) => {
    await page.goto('/blog/2026-05-19-webpack-5-107/#typescript-support-experimental');
    await expect(page).toHaveURL('/blog/2026-05-20-webpack-5-107/#typescript-support-experimental');
    await expectAtTop(page, 'typescript-by-stripping-types');
  });

  test('a blog post we never wrote lands on the blog index, with its old anchor at the title', async ({
    page,
  }) => {
    await page.goto('/blog/2026-06-25-webpack-5-108/#the-universal-target');
    await expect(page).toHaveURL('/blog/#the-universal-target');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });

  test('pages the old site had and we lacked now exist, and /printable/ answers', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/configuration/dotenv/', 'Dotenv'],
      ['/guides/native-css/', 'Native CSS'],
      ['/guides/modern-web-platform/', 'Modern Web Platform'],
    ]) {
      const response = await page.goto(path!);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    }
    const response = await page.goto('/printable/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-page-url="/glossary/"]')).toBeVisible();
    await expect(page.locator('[data-page-url="/license/"]')).toBeVisible();
  });
});

test.describe('old anchors', () => {
  test('/plugins/split-chunks-plugin/#splitchunkschunks opens at the chunks option', async ({
    page,
  }) => {
    await page.goto('/plugins/split-chunks-plugin/#splitchunkschunks');
    await expectAtTop(page, 'chunks');
  });

  test('links webpack-dev-server prints reach their option: #overlay is devServer.client', async ({
    page,
  }) => {
    await page.goto('/configuration/dev-server/#overlay');
    await expectAtTop(page, 'devserverclient');
  });

  test('links webpack prints reach their heading: #condition, #importmeta, #production, side effects', async ({
    page,
  }) => {
    await page.goto('/configuration/devtool/#production');
    await expectAtTop(page, 'choosing-a-value');
    await page.goto('/configuration/module/#condition');
    await expectAtTop(page, 'rule-conditions');
    await page.goto('/api/module-variables/#importmeta');
    await expectAtTop(page, 'es-module-variables');
    await page.goto('/guides/tree-shaking/#mark-the-file-as-side-effect-free');
    await expectAtTop(page, 'side-effects');
  });

  test('an alias is neither listed in On this page nor announced as a heading', async ({
    page,
  }) => {
    await page.goto('/plugins/split-chunks-plugin/');
    const alias = page.locator('[id="splitchunkschunks"]');
    await expect(alias).toHaveAttribute('data-anchor-alias', '');
    await expect(alias).toHaveText('');
    await expect(page.locator('a[href$="#splitchunkschunks"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'chunks', exact: true })).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an old anchor is a real id, so the browser scrolls to it by itself', async ({ page }) => {
    await page.goto('/plugins/split-chunks-plugin/#splitchunkschunks');
    await expect(page.locator('#chunks')).toBeInViewport();
  });

  test('the fallback page moves on with a meta refresh where the host has no redirects', async ({
    page,
  }) => {
    await withoutRedirects(page, '/get-started/');
    await page.goto('/get-started/');
    await expect(page).toHaveURL('/guides/getting-started/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  });
});

test.describe('fallback page with JavaScript', () => {
  test('keeps the old #hash, within the page policy, and lands on the aliased heading', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await withoutRedirects(page, '/blog/2026-05-19-webpack-5-107/');
    await page.goto('/blog/2026-05-19-webpack-5-107/#typescript-support-experimental');
    await expect(page).toHaveURL('/blog/2026-05-20-webpack-5-107/#typescript-support-experimental');
    await expectAtTop(page, 'typescript-by-stripping-types');
    expect(violations).toEqual([]);
  });

  test('shows where the page went, for the moment it is on screen', async ({ page }) => {
    const html = readFileSync(new URL('../../out/get-started/index.html', import.meta.url), 'utf8');
    await page.setContent(html.replace(/<script>[^<]*<\/script>/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page has moved');
    await expect(page.getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
  });
});
