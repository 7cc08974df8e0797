import { expect, test } from '@playwright/test';
import { visit } from 'unist-util-visit';
import { parseMdx } from '../../src/lib/content/anchors';
import { highlightedLines } from '../../src/lib/markdown/config-syntaxes/fence-meta';
import { builtDocs, docSource } from './support';

const docs = builtDocs();

test('code blocks are highlighted at build time in both themes, with titles and highlighted lines', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/configuration/')).text();
  expect(html).toContain('data-rehype-pretty-code-figure');
  expect(html).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
  await page.goto('/configuration/');
  // The first title shown (a config block's other syntaxes are hidden variants).
  await expect(page.locator('[data-rehype-pretty-code-title]:visible').first()).toBeVisible();
  const light = await page
    .locator('pre [data-line] span[style]')
    .first()
    .evaluate((node) => getComputedStyle(node).color);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  const dark = await page
    .locator('pre [data-line] span[style]')
    .first()
    .evaluate((node) => getComputedStyle(node).color);
  expect(dark).not.toBe(light);
});

/**
 * Whether `source` has a code block with highlighted lines (`{4}`, `{1,3-5}`), read by the
 * site's own MDX parser: a fence shown inside a longer fence (the writers' guide explains the
 * syntax that way) is text, not a highlight, and picking such a page failed this test
 * whenever the build listed it first.
 */
function hasLineHighlights(source: string): boolean {
  let found = false;
  visit(parseMdx(source), 'code', (node) => {
    if (highlightedLines(node.meta ?? '').size > 0) found = true;
  });
  return found;
}

test('line highlights from the code fence meta are marked', async ({ page }) => {
  const doc = docs.find((d) => hasLineHighlights(docSource(d)));
  expect(doc, 'a page with a line highlight').toBeDefined();
  await page.goto(doc!.url);
  await expect(page.locator('[data-highlighted-line]').first()).toBeAttached();
});

test('headings carry a link icon to their own anchor', async ({ page }) => {
  const doc = docs.find((d) => d.anchors.length > 0)!;
  await page.goto(doc.url);
  const first = doc.anchors[0]!;
  await expect(page.locator(`#${first.id} a.heading-link`)).toHaveAttribute('href', `#${first.id}`);
});

test('GitHub-flavoured Markdown tables render as tables', async ({ page }) => {
  const doc = docs.find((d) => /\n\|.*\|\n\|\s*:?-{3,}/.test(docSource(d)));
  expect(doc, 'a page with a table').toBeDefined();
  await page.goto(doc!.url);
  await expect(page.locator('.prose table').first()).toBeVisible();
});

test('callouts render as labelled asides', async ({ page }) => {
  const doc = docs.find((d) => /<(Tip|Warning)>/.test(docSource(d)));
  expect(doc, 'a page with a callout').toBeDefined();
  await page.goto(doc!.url);
  await expect(
    page.locator('.prose aside[aria-label="Tip"], .prose aside[aria-label="Warning"]').first(),
  ).toBeVisible();
});

test('internal links navigate on the client, without a full page load', async ({ page }) => {
  await page.goto('/concepts/');
  // The body keeps its build-time HTML (React does not hydrate it); wait for hydration so
  // the one listener that routes its links is there.
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const link = page.locator('.prose a[href^="/"]:not(.heading-link)').first();
  const href = (await link.getAttribute('href'))!.split('#')[0]!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(href));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // The body reached by client navigation is rendered by React, and its links route too.
  const body = page.locator('article .prose');
  await expect(body.locator('p').first()).toBeVisible();
  const next = body.locator(`a[href^="/"]:not(.heading-link):not([href^="${href}"])`).first();
  const nextHref = (await next.getAttribute('href'))!.split('#')[0]!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(nextHref));
  await expect(page.locator('article .prose p').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  await page.goto('/concepts/');
  const sidebar = page.getByRole('navigation', { name: 'Concepts pages' });
  // Page links only (each entry's anchors sit in a nested list).
  const second = sidebar.locator('ul > li > div > a').nth(1);
  const secondTitle = await second.textContent();
  await expect(page.locator('a[rel="next"]')).toContainText(secondTitle!);
  await page.locator('a[rel="next"]').click();
  await expect(page.locator('h1')).toHaveText(secondTitle!);
  await expect(page.locator('a[rel="prev"]')).toContainText('Concepts');
});

test('page bodies ship no content JavaScript: no script contains the body text', async ({
  page,
  request,
}) => {
  const doc =
    docs.find((d) => d.url === '/concepts/why-webpack/') ?? docs.find((d) => d.slug !== 'index')!;
  await page.goto(doc.url);
  const sentence = (await page.locator('.prose p').first().textContent())!.slice(0, 40);
  const sources = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    const body = await (await request.get(source)).text();
    expect(body).not.toContain(sentence);
  }
});
