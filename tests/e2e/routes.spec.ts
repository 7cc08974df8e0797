import { expect, test } from '@playwright/test';
import { buildSectionNav, flattenNav } from '../../src/lib/content/navigation';
import { htmlOutline } from './html-outline';
import { builtDocs, watchConsole } from './support';

const docs = builtDocs();
const firstOf = (predicate: (doc: (typeof docs)[number]) => boolean) => {
  const doc = docs.find(predicate);
  if (!doc) throw new Error('the seed content lacks a page of this kind');
  return doc;
};

/** One url of every route kind, with the title it must carry. */
const routeKinds = [
  { kind: 'home', path: '/', title: /^webpack: / },
  { kind: 'section index', path: '/concepts/', title: 'Concepts | webpack' },
  (() => {
    const doc = firstOf((d) => d.section === 'configuration' && d.slug !== 'index');
    return { kind: 'docs page', path: doc.url, title: `${doc.title} | webpack` };
  })(),
  { kind: 'top-level page', path: '/glossary/', title: 'Glossary | webpack' },
  (() => {
    const doc = firstOf((d) => d.section === 'blog' && d.slug !== 'index');
    return { kind: 'blog post', path: doc.url, title: `${doc.title} | webpack` };
  })(),
  // A small printable section: the guides' (4 MB) outlasts Chromium's 3 s preload hint on a busy machine.
  { kind: 'printable', path: '/concepts/printable/', title: 'Combined printable page | webpack' },
  { kind: 'app shell', path: '/app-shell/', title: 'webpack' },
];

for (const route of routeKinds) {
  test(`${route.kind} ${route.path}: status, title, one canonical, description, social tags, no console error`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${route.path.replace(/\//g, '\\/')}$`),
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('the served HTML carries lang="en" before any script runs', async ({ request }) => {
  const html = await (await request.get('/concepts/')).text();
  expect(html).toMatch(/<html lang="en"/);
});

test('the description falls back to the default sentence about the module bundler', async ({
  page,
}) => {
  await page.goto('/');
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
    /module bundler/,
  );
});

// Every document, as the server sends it: a browser adds nothing here that the HTML lacks
// (heading ids are rendered on the server), and one browser load per page cost CI minutes.
// The route kinds above load in Chromium, with their console watched.
test.describe('every document', () => {
  for (const doc of docs) {
    test(`${doc.url} serves its title and heading ids equal its anchors`, async ({ request }) => {
      const response = await request.get(doc.url);
      expect(response.status()).toBe(200);
      const outline = htmlOutline(await response.text());
      expect(outline.title).toBe(`${doc.title} | webpack`);
      expect(outline.h1s).toEqual([doc.title]);
      expect(outline.canonicals).toBe(1);
      expect(outline.headingIds).toEqual(doc.anchors.map((anchor) => anchor.id));
    });
  }
});

test.describe('printable pages', () => {
  for (const section of [
    'api',
    'concepts',
    'configuration',
    'contribute',
    'guides',
    'loaders',
    'migrate',
    'plugins',
  ]) {
    test(`/${section}/printable/ holds every page of the section in sidebar order, noindex`, async ({
      page,
    }) => {
      const response = await page.goto(`/${section}/printable/`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle('Combined printable page | webpack');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      );
      const expected = flattenNav(buildSectionNav(docs, section));
      const urls = await page
        .locator('[data-page-url]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-page-url')));
      expect(urls).toEqual(expected.map((doc) => doc.url));
      for (const doc of expected) {
        await expect(page.locator(`[data-page-url="${doc.url}"] h2`).first()).toHaveText(doc.title);
      }
    });
  }
});

test('printable pages stay out of navigation and the sitemap', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/printable/');
  for (const doc of docs) expect(sitemap).toContain(`${doc.url}</loc>`);
  await page.goto('/concepts/');
  await expect(
    page.locator('nav a[href$="/printable/"]').filter({ hasNotText: 'Print Section' }),
  ).toHaveCount(0);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test.describe('Page Not Found', () => {
  test('an unknown url gets status 404, the exact text and a Go to Homepage button', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/this/page/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText('Oops! The page you are looking for has been removed or relocated.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(/^webpack: /);
    // Chromium itself logs the 404 document response; nothing else may complain.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });

  test('a path without its trailing slash redirects to the one with it', async ({ request }) => {
    const response = await request.get('/concepts', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toMatch(/\/concepts\/$/);
  });

  test('the server sends security headers', async ({ request }) => {
    const headers = (await request.get('/concepts/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
