// The service worker's half of a failed navigation (issue 17): once it is active, a page it has
// not cached, whose data and document both fail to load, opens as the specification's
// "Error loading content." state inside the site's chrome, with a Retry that works.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { forgetPage, waitForController, waitForWarmUp } from './offline-support';
import { startSiteServer } from './site-server.mjs';

const out = fileURLToPath(new URL('../../out', import.meta.url));
const TARGET = '/configuration/mode/';

for (const how of [503, 'reset'] as const) {
  const failure = how === 503 ? 'the server answers 503' : 'the connection drops';
  test(`a client navigation to a page not cached, when ${failure}: the error state in the site's chrome, then Retry`, async ({
    page,
  }) => {
    const server = await startSiteServer(out);
    try {
      // Failing from the start: the link is never prefetched.
      server.fail(/^\/configuration\/mode\//, how);
      await page.goto(`${server.origin}/configuration/`);
      await waitForController(page);
      await waitForWarmUp(page);
      await forgetPage(page, TARGET);
      await page.locator(`#content a[href="${TARGET}"]`).first().click();
      await expect(page).toHaveURL(`${server.origin}${TARGET}`);
      const state = page.locator('#content [role="alert"]');
      await expect(state).toContainText('Error loading content.');
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      // The worker answered the document: the browser never showed its own error page.
      expect(server.requests.filter((path) => path === TARGET).length).toBeGreaterThan(0);
      server.heal();
      await state.getByRole('button', { name: 'Retry' }).click();
      await expect(page.locator('h1').first()).toHaveText('Mode');
      await expect(state).toHaveCount(0);
    } finally {
      await server.close();
    }
  });
}
