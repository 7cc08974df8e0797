import { expect, test, type Page } from '@playwright/test';
import { builtDocs } from './support';

const docs = builtDocs();

/** Whether the first matches of `selectors` appear in this document order. */
async function inDocumentOrder(page: Page, selectors: string[]) {
  return page.evaluate((list) => {
    const nodes = list.map((selector) => document.querySelector(selector));
    if (nodes.some((node) => !node)) return `missing: ${list[nodes.indexOf(null)]}`;
    for (let i = 1; i < nodes.length; i++) {
      if (!(nodes[i - 1]!.compareDocumentPosition(nodes[i]!) & Node.DOCUMENT_POSITION_FOLLOWING)) {
        return `${list[i - 1]} is not before ${list[i]}`;
      }
    }
    return 'ok';
  }, selectors);
}

test.describe('sidebar', () => {
  test('lists the section grouped, marks the current page, and expands anchors with the arrow', async ({
    page,
  }) => {
    await page.goto('/configuration/mode/');
    const sidebar = page.getByRole('navigation', { name: 'Configuration pages' });
    const current = sidebar.getByRole('link', { name: 'Mode', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const doc = docs.find((d) => d.url === '/configuration/mode/')!;
    const arrow = sidebar.getByRole('button', { name: 'Sections of Mode' });
    await expect(arrow).toHaveAttribute('aria-expanded', 'true');
    const anchors = page.locator(`#${await arrow.getAttribute('aria-controls')}`);
    await expect(anchors.getByRole('link')).toHaveCount(doc.anchors.length);
    await arrow.click();
    await expect(arrow).toHaveAttribute('aria-expanded', 'false');
    await expect(anchors).toBeHidden();
    const other = sidebar.getByRole('button').filter({ hasText: 'Sections of' }).nth(1);
    await expect(other).toHaveAttribute('aria-expanded', 'false');
    await other.click();
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Print Section' })).toHaveAttribute(
      'href',
      '/configuration/printable/',
    );
    await expect(sidebar.locator('a[href$="/printable/"]')).toHaveCount(1);
  });

  test('the current item is scrolled into view inside the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    const last = docs
      .filter((d) => d.section === 'configuration')
      .sort((a, b) => (b.sort ?? 0) - (a.sort ?? 0))[0]!;
    await page.goto(last.url);
    const link = page
      .getByRole('navigation', { name: 'Configuration pages' })
      .locator('[aria-current="page"]');
    await expect(link).toBeInViewport();
  });
});

test.describe('content page', () => {
  test('shows title, disclaimer, body, Further Reading, actions, previous/next in that order', async ({
    page,
  }) => {
    const doc =
      docs.find((d) => d.thirdParty && (d as { related?: unknown[] }).related?.length) ??
      docs.find((d) => d.thirdParty)!;
    await page.goto(doc.url);
    const related = (doc as { related?: unknown[] }).related?.length;
    expect(
      await inDocumentOrder(page, [
        'article h1',
        'article h1 + p',
        '.prose',
        ...(related ? ['#page-further-reading'] : []),
        'a[data-action="edit"]',
        'button[data-action="print"]',
        'a[data-action="repository"]',
        'a[rel="prev"], a[rel="next"]',
      ]),
    ).toBe('ok');
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
    await expect(page.locator('article h1 + p')).toContainText('maintained outside');
    await expect(page.getByRole('link', { name: 'Jump to repository' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\//,
    );
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      /\/edit\/main\/content\//,
    );
  });

  test('Further Reading lists related links; Print this page opens the print dialog', async ({
    page,
  }) => {
    const doc = docs.find((d) => (d as { related?: unknown[] }).related?.length)!;
    await page.goto(doc.url);
    await expect(page.getByRole('heading', { name: 'Further Reading' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole('button', { name: 'Print this page' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('a page without contributors shows no grid', async ({ page }) => {
    await page.goto('/concepts/');
    await expect(page.getByRole('heading', { name: /Contributors?$/ })).toHaveCount(0);
  });

  test('the table of contents on wide screens highlights the heading in view', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const doc = docs
      .filter((d) => d.anchors.length >= 4)
      .sort((a, b) => b.anchors.length - a.anchors.length)[0]!;
    await page.goto(doc.url);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc).toBeVisible();
    await expect(toc.getByRole('link')).toHaveCount(doc.anchors.length);
    const target = doc.anchors[Math.floor(doc.anchors.length / 2)]!;
    // A reader scrolls with the wheel; the load-time scroll then leaves the page alone.
    await page.mouse.wheel(0, 40);
    await page.locator(`[id="${target.id}"]`).evaluate((node) => node.scrollIntoView());
    // The heading in view is the last one whose top has passed the top band of the window.
    const inView = await page.evaluate(
      (ids) => {
        let current = ids[0];
        for (const id of ids)
          if (document.getElementById(id)!.getBoundingClientRect().top <= 96) current = id;
        return current;
      },
      doc.anchors.map((anchor) => anchor.id),
    );
    const title = doc.anchors.find((anchor) => anchor.id === inView)!.title;
    await expect(toc.locator('[aria-current="location"]')).toHaveText(title);
    expect(doc.anchors.findIndex((anchor) => anchor.id === inView)).toBeGreaterThanOrEqual(
      doc.anchors.indexOf(target),
    );
  });

  test('copy buttons copy code; a diff block copies the resulting code', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/migrate/4/');
    // Copy buttons work once the reader tools have arrived, right after hydration.
    await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
    const figure = page
      .locator('figure[data-rehype-pretty-code-figure]:has(code[data-language="diff"])')
      .first();
    const button = figure.locator('[data-copy-code]');
    await expect(button).toHaveAccessibleName('Copy code');
    await button.click();
    await expect(button).toHaveAttribute('data-copied', 'true');
    // Said to screen readers too, then back to the action's name.
    await expect(button).toHaveAccessibleName('Copied');
    await expect(button).toHaveAccessibleName('Copy code', { timeout: 5000 });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = await figure.locator('[data-line]').allTextContents();
    const expected = lines
      .filter((line) => !line.startsWith('-'))
      .map((line) => (/^[+ ]/.test(line) ? line.slice(1) : line));
    expect(copied).toBe(expected.join('\n'));
    expect(copied.split('\n').some((line) => line.startsWith('+'))).toBe(false);
  });
});

test.describe('notification banner', () => {
  test('is shown until closed, then stays hidden without shifting the layout', async ({ page }) => {
    await page.goto('/concepts/');
    const banner = page.getByRole('region', { name: 'Notification' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'migration guide' })).toHaveAttribute(
      'href',
      '/migrate/5/',
    );
    // The close button works once the reader tools have arrived, right after hydration.
    await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready');
    await banner.getByRole('button', { name: 'Close notification' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const node = document.querySelector('[data-notification]');
        (window as unknown as { bannerAtParse: string }).bannerAtParse = node
          ? getComputedStyle(node).display
          : 'missing';
      });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { bannerAtParse: string }).bannerAtParse),
    ).toBe('none');
    await expect(banner).toBeHidden();
  });

  test('an older dismissal marker does not hide the current notification', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('notification-dismissed', '2'));
    await page.goto('/concepts/');
    await expect(page.getByRole('region', { name: 'Notification' })).toBeVisible();
  });
});

test.describe('phone (390×800, touch)', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('Open navigation opens the panel, traps focus, and Close/Escape/outside tap close it', async ({
    page,
  }) => {
    await page.goto('/guides/installation/');
    // Gestures and the focus trap load on narrow viewports after the first paint.
    await expect(page.locator('#sidebar')).toHaveAttribute('data-behaviour', 'ready');
    const opener = page.getByRole('button', { name: 'Open navigation' });
    await expect(opener).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Guides pages' })).toBeHidden();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Navigation' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toBeFocused();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await opener.click();
    await page.mouse.click(380, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('dragging right from the edge opens it; dragging left more than 20 px closes it', async ({
    page,
  }) => {
    await page.goto('/guides/installation/');
    await expect(page.locator('#sidebar')).toHaveAttribute('data-behaviour', 'ready');
    const swipe = (from: [number, number], to: [number, number]) =>
      page.evaluate(
        ([start, end]) => {
          const touch = (x: number, y: number) =>
            new Touch({ identifier: 1, target: document.body, clientX: x, clientY: y });
          const fire = (type: string, x: number, y: number) =>
            document.dispatchEvent(
              new TouchEvent(type, {
                touches: type === 'touchend' ? [] : [touch(x, y)],
                changedTouches: [touch(x, y)],
                bubbles: true,
              }),
            );
          fire('touchstart', start[0], start[1]);
          fire('touchmove', (start[0] + end[0]) / 2, (start[1] + end[1]) / 2);
          fire('touchmove', end[0], end[1]);
          fire('touchend', end[0], end[1]);
        },
        [from, to] as const,
      );
    const dialog = page.getByRole('dialog', { name: 'Navigation' });
    await swipe([300, 300], [380, 300]);
    await expect(dialog).toHaveCount(0);
    await swipe([10, 300], [60, 400]);
    await expect(dialog).toHaveCount(0);
    await swipe([10, 300], [120, 310]);
    await expect(dialog).toBeVisible();
    await swipe([200, 300], [185, 300]);
    await expect(dialog).toBeVisible();
    await swipe([200, 300], [150, 305]);
    await expect(dialog).toBeHidden();
  });

  test('no horizontal overflow at phone or desktop width on any template', async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of [
        '/',
        '/concepts/',
        '/configuration/mode/',
        '/configuration/printable/',
        '/nope/',
        '/loaders/css-loader/',
      ]) {
        await page.goto(path);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});
