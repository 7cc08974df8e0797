// The chrome on a 390×800 touch phone, in both themes: language menu, theme toggle, version
// selector, notification banner and the content page order. Plus navigation scrolling and the
// banner's layout stability on a first visit.
import { expect, test, type Page } from '@playwright/test';
import { settle } from './axe-check';

const THEMES = ['light', 'dark'] as const;
/** Body background of each theme (see globals.css). */
const DARK_BACKGROUND = 'rgb(22, 29, 34)';

/** Opens `path` with `theme` stored before any script runs, and waits for hydration. */
async function open(page: Page, path: string, theme: (typeof THEMES)[number]) {
  // A returning reader's stored choice; a later change by the test itself is kept on reload.
  if (theme === 'dark') {
    await page.addInitScript(() => {
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'dark');
    });
  }
  await page.goto(path);
  await settle(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', theme);
  if (theme === 'dark') {
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      DARK_BACKGROUND,
    );
  } else {
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      DARK_BACKGROUND,
    );
  }
}

test.describe('phone (390×800, touch)', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  for (const theme of THEMES) {
    test.describe(`${theme} theme`, () => {
      test('a tap opens the language menu with its three sites', async ({ page }) => {
        await open(page, '/configuration/mode/#usage', theme);
        // On phones the language menu sits in the header menu.
        await page.getByRole('button', { name: 'Menu' }).tap();
        const button = page.getByRole('button', { name: 'Select language' });
        await button.tap();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const items = page.getByRole('menu', { name: 'Languages' }).getByRole('menuitem');
        await expect(items).toHaveText(['English', '中文', '한국어']);
        for (const item of await items.all()) await expect(item).toBeInViewport();
        await expect(items.nth(0)).toHaveAttribute(
          'href',
          'https://webpack.js.org/configuration/mode/#usage',
        );
        await expect(items.nth(1)).toHaveAttribute(
          'href',
          'https://webpack.docschina.org/configuration/mode/#usage',
        );
        await expect(items.nth(2)).toHaveAttribute(
          'href',
          'https://webpack.kr/configuration/mode/#usage',
        );
        // A tap elsewhere (the header menu's own background) closes it.
        const sheet = (await page.locator('#site-menu').boundingBox())!;
        await page.touchscreen.tap(sheet.x + sheet.width / 2, sheet.y + sheet.height - 10);
        await expect(page.getByRole('menu', { name: 'Languages' })).toBeHidden();
        await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      });

      test('the theme toggle switches to the other theme and stores it', async ({ page }) => {
        await open(page, '/concepts/', theme);
        const other = theme === 'light' ? 'dark' : 'light';
        const html = page.locator('html');
        await page.getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('button', { name: `Switch to ${other} theme` }).tap();
        await expect(html).toHaveAttribute('data-theme', other);
        if (other === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(other);
        await expect(page.getByRole('button', { name: `Switch to ${theme} theme` })).toBeVisible();
        // The choice survives a reload.
        await page.reload();
        await expect(html).toHaveAttribute('data-theme', other);
      });

      test('the version selector offers 5 (selected) and 4, and 4 goes to the v4 host', async ({
        page,
      }) => {
        await page.route('https://v4.webpack.js.org/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>v4</title>' }),
        );
        await open(page, '/guides/installation/', theme);
        await page.getByRole('button', { name: 'Menu' }).tap();
        const select = page.getByRole('combobox', { name: 'webpack version' });
        await expect(select).toBeVisible();
        await expect(select).toHaveValue('5');
        await expect(select.locator('option')).toHaveText(['v5', 'v4']);
        await select.selectOption('4');
        await expect(page).toHaveURL('https://v4.webpack.js.org/guides/installation/');
      });

      test('Close notification hides the banner and stores 3', async ({ page }) => {
        await open(page, '/concepts/', theme);
        const banner = page.getByRole('region', { name: 'Notification' });
        await expect(banner).toBeVisible();
        await banner.getByRole('button', { name: 'Close notification' }).tap();
        await expect(banner).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');
        await page.reload();
        await expect(banner).toBeHidden();
      });
    });
  }

  test('a content page reads title, body, Further Reading, actions, previous/next', async ({
    page,
  }) => {
    // A page with related links and both neighbours.
    await page.goto('/guides/caching/');
    await settle(page);
    const order = await page.evaluate(() => {
      const nodes = [
        document.querySelector('article h1'),
        document.querySelector('article .prose'),
        document.querySelector('#page-further-reading'),
        document.querySelector('a[data-action="edit"]'),
        document.querySelector('button[data-action="print"]'),
        document.querySelector('a[rel="prev"]'),
        document.querySelector('a[rel="next"]'),
      ];
      const missing = nodes.findIndex((node) => !node);
      if (missing >= 0) return `missing #${missing}`;
      for (let i = 1; i < nodes.length; i++) {
        if (!(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING))
          return `#${i - 1} is not before #${i}`;
      }
      return 'ok';
    });
    expect(order).toBe('ok');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caching');
    await expect(page.getByRole('heading', { name: 'Further Reading' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('after a client navigation without a hash, the new page starts at the top', async ({
  page,
}) => {
  await page.goto('/configuration/mode/');
  await settle(page);
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  const next = page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .locator('a[rel="next"]');
  const href = (await next.getAttribute('href'))!;
  expect(href).not.toContain('#');
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 15_000 });
  // A client navigation: the document (and its marker) survived.
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the banner of a first visit shifts no layout after load', async ({ page }) => {
  await page.goto('/concepts/');
  await expect(page.getByRole('region', { name: 'Notification' })).toBeVisible();
  // Still a first visit: nothing was dismissed. Reload and watch for a second after load.
  await page.reload();
  await page.waitForLoadState('load');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= loaded.loadEventStart) {
              total += entry.value;
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 1000);
      }),
  );
  expect(shift).toBe(0);
  await expect(page.getByRole('region', { name: 'Notification' })).toBeVisible();
});
