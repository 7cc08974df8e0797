import { expect, test, type Page } from '@playwright/test';
import { builtFile } from './offline-support';

const ID = 'G-E2ETEST42';

/**
 * Stands in for gtag.js: reads the data layer the way gtag does and sends each page_view as a
 * GA4 collect request, which the test counts.
 */
const FAKE_GTAG = `(() => {
  const send = (args) => {
    if (args[0] !== 'event' || args[1] !== 'page_view') return;
    const p = args[2] || {};
    const query = new URLSearchParams({ v: '2', tid: window.__gtagId, en: 'page_view', dp: p.page_path, dt: p.page_title });
    fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors' });
  };
  const layer = window.dataLayer;
  for (const entry of layer) { if (entry[0] === 'config') window.__gtagId = entry[1]; send(entry); }
  const push = layer.push.bind(layer);
  layer.push = (entry) => { send(entry); return push(entry); };
})();`;

/** Intercepts the analytics script and hits; returns the page views collected. */
async function interceptAnalytics(page: Page) {
  const views: { path: string; title: string; id: string }[] = [];
  const scripts: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
  });
  await page.route('https://www.google-analytics.com/**', (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('en') === 'page_view') {
      views.push({
        path: url.searchParams.get('dp') ?? '',
        title: url.searchParams.get('dt') ?? '',
        id: url.searchParams.get('tid') ?? '',
      });
    }
    return route.fulfill({ status: 204 });
  });
  return { views, scripts };
}

// The build under test has no analytics id, so its Content-Security-Policy rightly does not
// allow Google's hosts; the runtime id stands in for a build that has one (and whose policy
// allows them: scripts/csp/build-csp.test.mjs), so the page's policy is bypassed here.
test.use({ serviceWorkers: 'block', bypassCSP: true });

test('with no analytics id configured, no analytics script or request exists', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/google|gtag/.test(request.url())) requests.push(request.url());
  });
  await page.goto('/concepts/');
  await page.locator('a[href="/concepts/targets/"]').first().click();
  await expect(page.locator('h1').first()).toHaveText('Targets');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })),
  );
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
  expect(builtFile('concepts/index.html')).not.toContain('googletagmanager');
});

test('with an id, gtag loads after the page is interactive and counts one view per route', async ({
  page,
}) => {
  const { views, scripts } = await interceptAnalytics(page);
  // The build reads NEXT_PUBLIC_ANALYTICS_ID; the same code reads a runtime id, set here.
  await page.addInitScript((id) => {
    (window as { __ANALYTICS_ID__?: string }).__ANALYTICS_ID__ = id;
    // Records the moment the analytics script is inserted: the document's state then, and
    // whether the page had hydrated (the runtime marks <html> once it is idle).
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.includes('googletagmanager')) {
            (window as { __gtagInserted?: unknown }).__gtagInserted = {
              readyState: document.readyState,
              hydrated: document.documentElement.hasAttribute('data-runtime'),
              async: node.async,
            };
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, ID);
  await page.goto('/concepts/');
  await expect.poll(() => views.length).toBe(1);
  expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  expect(
    await page.evaluate(() => (window as { __gtagInserted?: unknown }).__gtagInserted),
  ).toEqual({ readyState: 'complete', hydrated: true, async: true });

  await page.locator('a[href="/concepts/targets/"]').first().click();
  await expect(page.locator('h1').first()).toHaveText('Targets');
  await expect.poll(() => views.length).toBe(2);
  await page.locator('a[href="/concepts/why-webpack/"]').first().click();
  await expect(page.locator('h1').first()).toHaveText('Why webpack');
  await expect.poll(() => views.length).toBe(3);
  // Same-page hash links are not route changes.
  await page.evaluate(() => (window.location.hash = '#somewhere'));
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })),
  );
  expect(views).toEqual([
    { path: '/concepts/', title: 'Concepts | webpack', id: ID },
    { path: '/concepts/targets/', title: 'Targets | webpack', id: ID },
    { path: '/concepts/why-webpack/', title: 'Why webpack | webpack', id: ID },
  ]);
  expect(scripts).toHaveLength(1);
});
