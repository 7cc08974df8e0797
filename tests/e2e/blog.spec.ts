import { expect, test } from '@playwright/test';
import { builtDocs, watchConsole } from './support';

/** The dated blog posts of the build under test, newest first. */
const posts = builtDocs()
  .filter((doc) => doc.section === 'blog' && doc.date)
  .sort((a, b) => (a.date === b.date ? a.url.localeCompare(b.url) : a.date! < b.date! ? 1 : -1));

test('the content has at least six dated posts', () => {
  expect(posts.length).toBeGreaterThanOrEqual(6);
});

test('/blog/ lists every post newest first with its date and a teaser, and links the feed', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/blog/');
  const items = page.getByRole('region', { name: 'Posts' }).getByRole('listitem');
  await expect(items).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const item = items.nth(index);
    await expect(item.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      post.url,
    );
    await expect(item.locator('time')).toHaveAttribute('datetime', post.date!);
    expect((await item.locator('p').innerText()).trim().length).toBeGreaterThan(40);
  }
  await expect(page.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feed.xml');
  expect(problems).toEqual([]);
});

test('/feed.xml is well-formed RSS 2.0 with one item per post, newest first', async ({
  page,
  request,
}) => {
  const response = await request.get('/feed.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  await page.goto('/blog/');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelTitle: doc.querySelector('channel > title')?.textContent,
      items: [...doc.querySelectorAll('item')].map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        guid: item.querySelector('guid')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
      })),
    };
  }, xml);
  expect(parsed.errors).toBe(0);
  expect(parsed.root).toBe('rss');
  expect(parsed.version).toBe('2.0');
  expect(parsed.channelTitle).toBe('webpack blog');
  expect(parsed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  for (const [index, item] of parsed.items.entries()) {
    expect(item.link).toMatch(new RegExp(`^https?://[^/]+${posts[index]!.url}$`));
    expect(item.guid).toBe(item.link);
    expect(new Date(item.pubDate!).toISOString().slice(0, 10)).toBe(posts[index]!.date);
  }
});

for (const path of ['/blog/', posts[0]?.url ?? '/blog/']) {
  test(`${path} announces the feed with a rel=alternate link`, async ({ page }) => {
    await page.goto(path);
    const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('title', 'webpack blog');
    await expect(link).toHaveAttribute('href', /\/feed\.xml$/);
  });
}

test('a docs page outside the blog has no feed link', async ({ page }) => {
  await page.goto('/concepts/');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
});

test('a post shows its date under the title', async ({ page }) => {
  const post = posts.at(-1)!;
  await page.goto(post.url);
  const time = page.locator('article time').first();
  await expect(time).toHaveAttribute('datetime', post.date!);
  await expect(time).toHaveText(new RegExp(String(Number(post.date!.slice(0, 4)))));
});

test('the blog sidebar, the previous/next links and the index list posts in one order', async ({
  page,
}) => {
  // Two posts share a day: the order between them must be the same everywhere.
  const days = posts.map((post) => post.date);
  expect(new Set(days).size).toBeLessThan(days.length);
  await page.goto('/blog/');
  const index = await page
    .getByRole('region', { name: 'Posts' })
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(index).toEqual(posts.map((post) => post.url));
  await page.goto(posts[0]!.url);
  const sidebar = await page
    .locator('nav[aria-label$=" pages"] ul > li > div > a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(sidebar.filter((url) => url !== '/blog/')).toEqual(index);
  for (const [position, post] of posts.entries()) {
    if (position === 0) continue;
    await page.goto(post.url);
    await expect(page.locator('main a[rel="prev"]')).toHaveAttribute(
      'href',
      posts[position - 1]!.url,
    );
  }
});
