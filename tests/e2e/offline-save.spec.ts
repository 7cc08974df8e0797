import { expect, test, type Page } from '@playwright/test';
import { formatBytes } from '../../src/lib/offline/offline-sections';
import { builtDocs } from './support';
import {
  cachedPaths,
  emulateSaveData,
  sectionManifest,
  waitForController,
} from './offline-support';

const docs = builtDocs();
const concepts = () => sectionManifest().sections.find((section) => section.id === 'concepts')!;

/** Opens a concepts page controlled by the worker, with the warm-up off (Save-Data). */
async function openConcepts(page: Page) {
  await emulateSaveData(page);
  await page.goto('/concepts/');
  await waitForController(page);
  await expect(page.locator('html')).toHaveAttribute('data-save-offline', 'ready');
}

const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save Concepts for offline' });

async function openSaveDialog(page: Page) {
  await page
    .getByRole('navigation', { name: 'Concepts pages' })
    .first()
    .getByRole('button', { name: 'Save for offline' })
    .click();
  await expect(saveDialog(page)).toBeVisible();
  return saveDialog(page);
}

test('save a section, read its never-visited pages offline, then remove exactly those entries', async ({
  page,
  context,
}) => {
  await openConcepts(page);
  const section = concepts();
  const files = section.files.map(([path]) => path);
  const [neverVisited, alsoNeverVisited] = docs.filter(
    (doc) => doc.section === 'concepts' && doc.slug !== 'index',
  );
  expect(await cachedPaths(page)).not.toContain(neverVisited!.url);

  const dialog = await openSaveDialog(page);
  // The size shown is the build manifest's, next to the browser's storage estimate.
  await expect(dialog.locator('[data-section-bytes]')).toHaveAttribute(
    'data-section-bytes',
    String(section.bytes),
  );
  await expect(dialog).toContainText(`${section.pages} pages, ${formatBytes(section.bytes)}`);
  await expect(dialog).toContainText(/This site uses .+ of the .+ this browser allows it/);

  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Saved');
  expect(await cachedPaths(page)).toEqual(expect.arrayContaining(files));

  // The state comes from the caches, so it survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-save-offline', 'ready');
  await openSaveDialog(page);
  await expect(saveDialog(page).getByRole('status')).toContainText('Saved');
  await saveDialog(page).getByRole('button', { name: 'Close' }).click();

  await context.setOffline(true);
  const response = await page.goto(neverVisited!.url);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first()).toHaveText(neverVisited!.title);
  await page
    .locator(`#content a[href="${alsoNeverVisited!.url}"], nav a[href="${alsoNeverVisited!.url}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(alsoNeverVisited!.url);
  await expect(page.locator('h1').first()).toHaveText(alsoNeverVisited!.title);
  await context.setOffline(false);

  await expect(page.locator('html')).toHaveAttribute('data-save-offline', 'ready');
  const again = await openSaveDialog(page);
  await again.getByRole('button', { name: 'Remove' }).click();
  await expect(again.getByRole('status')).toContainText('Removed');
  const left = await cachedPaths(page);
  for (const path of files) expect(left, path).not.toContain(path);
});

test('offline while saving, the offline badge offers the section and the error says why', async ({
  page,
  context,
}) => {
  await openConcepts(page);
  // Seen once online, the section list stays readable offline.
  const dialog = await openSaveDialog(page);
  await expect(dialog.locator('[data-section-bytes]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await context.setOffline(true);
  const badge = page.getByRole('status').filter({ hasText: 'Offline' });
  await badge.getByRole('button', { name: 'Save for offline: Concepts' }).click();
  await expect(saveDialog(page).locator('[data-section-bytes]')).toBeVisible();
  await saveDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog(page).getByRole('alert')).toContainText(
    'You are offline, so Concepts cannot be saved now.',
  );
  expect(await cachedPaths(page)).not.toContain(
    concepts().files.find(([path]) => path !== '/concepts/' && !path.endsWith('.txt'))![0],
  );
});

test('a full disk: the estimate warns and the save fails with a quota message', async ({
  page,
  context,
  baseURL,
}) => {
  // The browser's estimate says 100 KB are left…
  await page.addInitScript(() => {
    StorageManager.prototype.estimate = async () => ({ usage: 900_000, quota: 1_000_000 });
  });
  await openConcepts(page);
  // …and the browser really refuses to store more than 64 KB.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL!).origin,
    quotaSize: 64 * 1024,
  });
  const dialog = await openSaveDialog(page);
  await expect(dialog).toContainText(
    'This site uses 900.0 KB of the 1.0 MB this browser allows it.',
  );
  await expect(dialog).toContainText('Only 100.0 KB is free: saving will probably fail.');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `This browser has no room left to store Concepts (${formatBytes(concepts().bytes)}).`,
  );
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
});
