// Issue 11, items 5 and 6: the machine-readable twins (llms.txt, llms-full.txt, {url}index.md,
// "Copy page as Markdown") and the freshness line ("Last updated", "Verified with").
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtDocs, watchConsole } from './support';

const docs = builtDocs() as (ReturnType<typeof builtDocs>[number] & {
  lastUpdated?: string;
  verifiedWith?: string;
})[];
const pinnedWebpack = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    devDependencies: Record<string, string>;
  }
).devDependencies.webpack!;

test('/llms.txt lists every page with its Markdown twin, as UTF-8 plain text', async ({
  request,
}) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^# webpack\n\n> .+\n/);
  expect(text).toContain('\n## Concepts\n');
  const entry = docs.find((doc) => doc.url === '/concepts/entry-points/')!;
  expect(text).toContain(
    `- [${entry.title}](https://webpack.js.org/concepts/entry-points/index.md): ${entry.description}\n`,
  );
  const links = text.split('\n').filter((line) => line.startsWith('- ['));
  expect(links).toHaveLength(docs.length);
});

test('/llms-full.txt holds every page as Markdown', async ({ request }) => {
  const response = await request.get('/llms-full.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  // Each page follows a rule and opens with its H1: no frontmatter in between.
  for (const doc of docs) expect(text).toContain(`\n---\n\n# ${doc.title}\n`);
});

test('a page’s Markdown twin is served at {url}index.md as text/markdown', async ({ request }) => {
  const response = await request.get('/concepts/entry-points/index.md');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  const text = await response.text();
  expect(text.startsWith('# Entry points\n\n> ')).toBe(true);
  expect(text).not.toContain('\ntitle: ');
  expect(text).toContain('```js title="webpack.config.js"\n');
  expect(text).toMatch(/^> \*\*Tip:\*\* /m);
  expect(text).not.toMatch(/<\/?(Tip|Warning|Badge)\b/);
  expect(text).toContain('](https://webpack.js.org/configuration/entry-context/#entry)');
});

test('the page announces its twin, and Copy page as Markdown copies it', async ({
  page,
  context,
  request,
}) => {
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/concepts/entry-points/');
  // Absolute on the build's SITE_URL, like the canonical link.
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/concepts\/entry-points\/index\.md$/,
  );
  await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
  // By attribute: the accessible name changes with the state.
  const button = page.locator('button[data-action="copy-page"]');
  // The delegated listener attaches after hydration; click until it has answered.
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('data-copy-state', 'copied', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(button).toHaveText('Copied', { useInnerText: true });
  const expected = await (await request.get('/concepts/entry-points/index.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(problems).toEqual([]);
});

test('the copy button says so when the twin cannot be fetched', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/index.md', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/concepts/entry-points/');
  const button = page.locator('button[data-action="copy-page"]');
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('data-copy-state', 'failed', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(button).toHaveText('Copy failed', { useInnerText: true });
});

test('a verified page shows when it was last updated and the webpack it was verified with', async ({
  page,
}) => {
  const doc = docs.find((d) => d.url === '/configuration/output/')!;
  expect(doc.verifiedWith).toBe(pinnedWebpack);
  await page.goto(doc.url);
  await expect(page.getByText(`Verified with webpack ${pinnedWebpack}`)).toBeVisible();
  const time = page.locator('[data-last-updated] time');
  if (doc.lastUpdated) {
    await expect(time).toHaveAttribute('datetime', doc.lastUpdated);
    const day = new Intl.DateTimeFormat('en', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(doc.lastUpdated));
    await expect(page.locator('[data-last-updated]')).toHaveText(`Last updated ${day}`);
  } else {
    // Built without git history (shallow clone): no date rather than a wrong one.
    await expect(time).toHaveCount(0);
  }
});

test('a page nobody verified does not claim a webpack version', async ({ page }) => {
  const doc = docs.find((d) => d.url === '/concepts/entry-points/')!;
  expect(doc.verifiedWith).toBeUndefined();
  await page.goto(doc.url);
  if (doc.lastUpdated) await expect(page.locator('[data-last-updated]')).toBeVisible();
  await expect(page.getByText(/Verified with webpack/)).toHaveCount(0);
});
