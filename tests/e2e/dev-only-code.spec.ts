// The dev server's parts (the refresh client, the content report) never reach the production
// build: no JavaScript file holds their code, no page their markup.
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const out = new URL('../../out', import.meta.url).pathname;

/**
 * Strings only the development-only code contains, which minifying keeps: the refresh
 * client's event path and the dataset key it reads (the dev build's chunk for
 * content-refresh.client.tsx holds both), and the content report's attribute.
 */
const MARKERS = ['/content-events', 'contentRevision', 'data-content-report'];

function files(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no JavaScript of the build holds the dev server refresh client', () => {
  const scripts = files(join(out, '_next'), /\.js$/);
  expect(scripts.length).toBeGreaterThan(0);
  const found = scripts.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(found).toEqual([]);
});

test('no page of the build carries the content revision or a content report', async ({ page }) => {
  for (const path of ['/', '/concepts/modules/', '/concepts/printable/', '/blog/']) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-content-revision');
    await expect(page.locator('[data-content-report]')).toHaveCount(0);
  }
  const html = files(out, /\.html$/).slice(0, 50);
  expect(html.filter((file) => readFileSync(file, 'utf8').includes('data-content-'))).toEqual([]);
});
