// The header as readers meet it: one compact sticky row on phones with a menu holding the
// rest, one row on desktop from 1024 to 2560 px with the full search placeholder and its
// shortcut hint, a Documentation dropdown that adds no Tab stops, real brand marks, a
// language menu that Escape closes, and search shortcuts that work before hydration.
import { expect, test, type Page } from '@playwright/test';
import { siGithub, siStackoverflow, siX } from 'simple-icons';
import { SEARCH_PLACEHOLDER } from '../../src/lib/site';

/** Opens `path` and waits until the page has hydrated and its runtime is idle. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // The heaviest pages take a while to go idle on a busy machine.
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle', { timeout: 20_000 });
  // The reader tools: copy buttons, the phone's Menu button, the banner's close button.
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready', {
    timeout: 20_000,
  });
}

test.describe('phone (390×844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the row keeps its layout while the page streams in: the sidebar opener has its place before the sidebar arrives', async ({
    page,
  }) => {
    // A slow phone paints the header before the parser reaches the sidebar; that paint must
    // already be the final layout (a later shift is Lighthouse's CLS). Compare the page as
    // built with the same page cut off right after its header.
    const at = async () => {
      const header = page.locator('header').first();
      return {
        brand: (await header.getByRole('link', { name: 'webpack home' }).boundingBox())!.x,
        search: (await header.getByRole('button', { name: SEARCH_PLACEHOLDER }).boundingBox())!.x,
      };
    };
    await page.goto('/concepts/');
    const whole = await at();
    await page.route('**/concepts/', async (route) => {
      const html = await (await route.fetch()).text();
      const cut = html.indexOf('</header>') + '</header>'.length;
      // No scripts run on the cut page, so nothing can fill it in afterwards.
      const head = html.slice(0, cut).replace(/<script\b[\s\S]*?<\/script>/g, '');
      await route.fulfill({ contentType: 'text/html', body: `${head}</body></html>` });
    });
    await page.goto('/concepts/');
    expect(await at()).toEqual(whole);
  });

  test('one compact row (logo, search, menu) that stays on screen; the title comes early', async ({
    page,
  }) => {
    await open(page, '/configuration/output/');
    const header = page.locator('header').first();
    const box = (await header.boundingBox())!;
    console.log(`phone header: ${box.height} px`);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThanOrEqual(60);
    await expect(header.getByRole('link', { name: 'webpack home' })).toBeVisible();
    const search = header.getByRole('button', { name: SEARCH_PLACEHOLDER });
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(search).toBeVisible();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Every visible control of the row sits on its one line.
    const row = await header.evaluate((node) => {
      const top = node.getBoundingClientRect().top;
      return [...node.querySelectorAll('a, button, input, select')]
        .filter((control) => control.checkVisibility({ visibilityProperty: true }))
        .filter((control) => control.getBoundingClientRect().width > 0)
        .map((control) => control.getBoundingClientRect().bottom - top);
    });
    for (const bottom of row) expect(bottom).toBeLessThanOrEqual(box.height);
    // The banner takes at most two lines.
    const banner = page.getByRole('region', { name: 'Notification' });
    const lines = await banner.locator('p').evaluate((node) => {
      const lineHeight = parseFloat(getComputedStyle(node).lineHeight);
      return node.getBoundingClientRect().height / lineHeight;
    });
    expect(lines).toBeLessThanOrEqual(2.05);
    const title = (await page.locator('h1').first().boundingBox())!;
    expect(title.y).toBeLessThan(260);

    // Mid-page the header is still there, with search and the menu.
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(search).toBeInViewport();
    await expect(menu).toBeInViewport();
    await search.tap();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('the menu holds the top links, profiles, language, theme and version', async ({ page }) => {
    await open(page, '/configuration/output/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Contribute' })).toBeHidden();
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const controls = [
      main.getByRole('link', { name: 'Documentation', exact: true }),
      main.getByRole('link', { name: 'Contribute' }),
      main.getByRole('link', { name: 'Blog' }),
      // The documentation sections, which the row below the header shows on desktop.
      main.getByRole('link', { name: 'Configuration', exact: true }),
      main.getByRole('link', { name: 'API', exact: true }),
      page.getByRole('link', { name: 'GitHub', exact: true }),
      page.getByRole('link', { name: 'X', exact: true }),
      page.getByRole('link', { name: 'Stack Overflow', exact: true }),
      page.getByRole('button', { name: 'Select language' }),
      page.getByRole('button', { name: 'Switch to dark theme' }),
      page.getByRole('combobox', { name: 'webpack version' }),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      await expect(control).toBeInViewport();
    }
    // Escape closes it and gives the focus back to the button.
    await page.getByRole('link', { name: 'Contribute' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('link', { name: 'Contribute' })).toBeHidden();
    await expect(menu).toBeFocused();
    // A tap outside (the sheet covers the page: on the header row) closes it; a link inside
    // navigates and closes it.
    await menu.tap();
    const logo = (await page.getByRole('link', { name: 'webpack home' }).boundingBox())!;
    await page.touchscreen.tap(logo.x + logo.width + 20, logo.y + logo.height / 2);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.tap();
    await main.getByRole('link', { name: 'Blog' }).tap();
    await expect(page).toHaveURL('/blog/');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('desktop', () => {
  for (const width of [1024, 1280, 1366, 1920, 2560]) {
    test(`${width} px: one row, the full placeholder and the shortcut hint`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/configuration/output/');
      const header = page.locator('header').first();
      const bar = await header.evaluate((node) => {
        const row = node.firstElementChild!.getBoundingClientRect();
        const controls = [...node.firstElementChild!.querySelectorAll('a, button, input, select')]
          .filter((control) => control.checkVisibility({ visibilityProperty: true }))
          .map((control) => control.getBoundingClientRect())
          .filter((rect) => rect.width > 0);
        return {
          height: row.height,
          outside: controls.filter((rect) => rect.top < row.top || rect.bottom > row.bottom).length,
        };
      });
      expect(bar.height).toBeLessThanOrEqual(64);
      expect(bar.outside).toBe(0);
      const select = page.getByRole('combobox', { name: 'webpack version' });
      const input = page.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
      const [selectBox, inputBox] = [(await select.boundingBox())!, (await input.boundingBox())!];
      // Side by side on one line: the version select does not drop under the search box.
      expect(
        Math.abs(selectBox.y + selectBox.height / 2 - (inputBox.y + inputBox.height / 2)),
      ).toBeLessThan(8);
      // The whole placeholder fits beside the hint.
      const fit = await input.evaluate((node: HTMLInputElement) => {
        const style = getComputedStyle(node);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = context.measureText(node.placeholder).width;
        const room =
          node.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text, room, left: parseFloat(style.paddingLeft) };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
      const hint = header.locator('[data-search-hint]');
      await expect(hint).toBeVisible();
      await expect(hint).toHaveText('Ctrl K');
      const hintBox = (await hint.boundingBox())!;
      expect(hintBox.x).toBeGreaterThanOrEqual(inputBox.x);
      expect(hintBox.x + hintBox.width).toBeLessThanOrEqual(inputBox.x + inputBox.width);
      // The placeholder ends before the hint begins.
      expect(inputBox.x + fit.left + fit.text).toBeLessThanOrEqual(hintBox.x);
    });
  }

  test('on a Mac the hint reads ⌘K', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }),
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/concepts/');
    await expect(page.locator('header [data-search-hint]')).toHaveText('⌘K');
  });

  test('the Documentation dropdown adds no Tab stops; the sections row has them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/concepts/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const documentation = main.getByRole('link', { name: 'Documentation', exact: true });
    await documentation.focus();
    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: 'Contribute' })).toBeFocused();
    await expect(main.getByRole('list', { name: 'Documentation sections' })).toBeHidden();
    // The same sections, once, in the row under the header.
    const row = page.getByRole('navigation', { name: 'Documentation sections' });
    await row.getByRole('link', { name: 'Concepts' }).focus();
    await page.keyboard.press('Tab');
    await expect(row.getByRole('link', { name: 'Configuration' })).toBeFocused();
    // A pointer still gets the dropdown on hover.
    await documentation.hover();
    await expect(main.getByRole('list', { name: 'Documentation sections' })).toBeVisible();
  });

  test('GitHub, X and Stack Overflow show their real marks (Simple Icons)', async ({ page }) => {
    await page.goto('/concepts/');
    for (const [name, icon] of [
      ['GitHub', siGithub],
      ['X', siX],
      ['Stack Overflow', siStackoverflow],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link.locator('svg path')).toHaveAttribute('d', icon.path);
    }
  });

  test('Escape closes the language menu under a resting pointer until the pointer comes back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/concepts/');
    const button = page.getByRole('button', { name: 'Select language' });
    const menu = page.getByRole('menu', { name: 'Languages' });
    await button.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Resting or moving on the trigger does not bring it back.
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 2);
    await page.waitForTimeout(300);
    await expect(menu).toBeHidden();
    // Leaving and coming back opens it again.
    await page.mouse.move(10, 500);
    await button.hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // So does using the trigger.
    await button.click();
    await expect(menu).toBeVisible();
  });
});

test.describe('the language menu, dismissed the moment it appears', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // A hover opens the menu in a non-urgent React render, whose passive effects run in a later
  // task than the commit that shows it. A key press or a click can land in between (a fast
  // reader, a busy machine): the menu on screen must already listen. A mutation observer
  // answers in the commit's own task, so its event comes before any later task can.
  for (const [what, kind] of [
    ['an Escape', 'keydown'],
    ['a press outside', 'pointerdown'],
  ] as const) {
    test(`${what} right as the hovered menu appears closes it`, async ({ page }) => {
      await open(page, '/concepts/');
      const button = page.getByRole('button', { name: 'Select language' });
      const menu = page.getByRole('menu', { name: 'Languages' });
      await button.evaluate((trigger, type) => {
        const watch = new MutationObserver(() => {
          if (trigger.getAttribute('aria-expanded') !== 'true') return;
          watch.disconnect();
          const event =
            type === 'keydown'
              ? new KeyboardEvent(type, { key: 'Escape', bubbles: true })
              : new PointerEvent(type, { bubbles: true });
          document.body.dispatchEvent(event);
          document.documentElement.dataset.dismissSent = type;
        });
        watch.observe(trigger, { attributes: true, attributeFilter: ['aria-expanded'] });
      }, kind);
      await button.hover();
      // The menu did open, and the event went out in that same task.
      await expect(page.locator('html')).toHaveAttribute('data-dismiss-sent', kind);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  }
});

test.describe('search shortcuts pressed before hydration', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const key of ['Control+K', 'Meta+K', '/']) {
    test(`${key} right after the page appears opens the search once it is ready`, async ({
      page,
    }) => {
      // Hold back every script chunk: the page is on screen, React is not.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
        await gate;
        await route.continue();
      });
      await page.addInitScript(() => {
        window.addEventListener('keydown', (event) => {
          if (event.key !== '/' && event.key.toLowerCase() !== 'k') return;
          (window as unknown as { prevented: boolean[] }).prevented ??= [];
          (window as unknown as { prevented: boolean[] }).prevented.push(event.defaultPrevented);
        });
      });
      await page.goto('/concepts/', { waitUntil: 'domcontentloaded' });
      const input = page.getByRole('searchbox', { name: SEARCH_PLACEHOLDER });
      await expect(input).toBeVisible();
      await expect(input).not.toHaveAttribute('data-shortcuts', 'ready');
      await page.keyboard.press(key);
      // The browser's own meaning of the key (Ctrl+K: its address bar) is prevented.
      expect(
        await page.evaluate(() => (window as unknown as { prevented: boolean[] }).prevented),
      ).toEqual([true]);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('');
      release();
      await expect(page.locator('.DocSearch-Input')).toBeFocused({ timeout: 15_000 });
    });
  }
});
