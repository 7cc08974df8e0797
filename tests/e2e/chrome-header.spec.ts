import { expect, test } from '@playwright/test';

test.describe('header', () => {
  test('logo goes home; Documentation is active (aria-current) on documentation paths only', async ({
    page,
  }) => {
    await page.goto('/configuration/mode/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByRole('link', { name: 'Contribute' })).not.toHaveAttribute(
      'aria-current',
    );
    await page.goto('/contribute/');
    await expect(main.getByRole('link', { name: 'Documentation' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(main.getByRole('link', { name: 'Contribute' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const path of ['/api/', '/guides/', '/loaders/', '/migrate/', '/plugins/', '/concepts/']) {
      await page.goto(path);
      await expect(main.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.getByRole('link', { name: 'webpack home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Documentation dropdown and sub-navigation list the sections without Contribute and Blog', async ({
    page,
  }) => {
    await page.goto('/concepts/');
    const expected = [
      'Concepts',
      'Configuration',
      'Guides',
      'Loaders',
      'Plugins',
      'Migrate',
      'API',
    ];
    const dropdown = page.getByRole('list', { name: 'Documentation sections' });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Documentation' })
      .hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link')).toHaveText(expected);
    const sub = page.getByRole('navigation', { name: 'Documentation sections' });
    await expect(sub.getByRole('link')).toHaveText(expected);
    await expect(sub.getByRole('link', { name: 'Concepts' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('icon links are named and show a tooltip after a delay', async ({ page }) => {
    await page.goto('/concepts/');
    for (const [name, href] of [
      ['GitHub', 'https://github.com/webpack/webpack'],
      ['X', 'https://x.com/webpack'],
      ['Stack Overflow', 'https://stackoverflow.com/questions/tagged/webpack'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const github = page.getByRole('link', { name: 'GitHub', exact: true });
    await github.hover();
    const id = await github.getAttribute('aria-describedby');
    const tooltip = page.locator(`[role="tooltip"][id="${id}"]`);
    await expect(tooltip).toHaveAttribute('data-visible', 'true');
    await expect(tooltip).toBeVisible();
    await expect(github).toHaveAccessibleDescription('webpack on GitHub');
    await page.mouse.move(0, 400);
    await expect(tooltip).toHaveAttribute('data-visible', 'false');
  });

  test('footer links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    const expected: [string, RegExp][] = [
      ['Get Started', /^\/guides\/getting-started\/$/],
      ['Comparison', /^\/comparison\/$/],
      ['Privacy Policy', /^https:\/\//],
      ['Swag Store', /^https:\/\//],
      ['Awesome webpack', /^\/awesome-webpack\/$/],
      ['Glossary', /^\/glossary\/$/],
      ['Branding', /^\/branding\/$/],
      ['Discord', /^https:\/\/discord/],
      ['Changelog', /^https:\/\/github\.com\/webpack\/webpack\/releases$/],
      ['License', /^\/license\/$/],
    ];
    await expect(footer.getByRole('link')).toHaveText(expected.map(([name]) => name));
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });
});

test.describe('language dropdown', () => {
  test('opens on click, lists three hosts with the current path and hash, closes on Escape', async ({
    page,
  }) => {
    await page.goto('/concepts/targets/#browserslist');
    const button = page.getByRole('button', { name: 'Select language' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['English', '中文', '한국어']);
    await expect(items.nth(0)).toHaveAttribute(
      'href',
      'https://webpack.js.org/concepts/targets/#browserslist',
    );
    await expect(items.nth(1)).toHaveAttribute(
      'href',
      'https://webpack.docschina.org/concepts/targets/#browserslist',
    );
    await expect(items.nth(2)).toHaveAttribute(
      'href',
      'https://webpack.kr/concepts/targets/#browserslist',
    );
    await items.nth(0).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('arrow keys move between items; focus loss and outside clicks close it; hover opens it', async ({
    page,
  }) => {
    await page.goto('/concepts/');
    const button = page.getByRole('button', { name: 'Select language' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: '中文' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: '한국어' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toBeHidden();
    await button.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.locator('h1').click();
    await expect(page.getByRole('menu')).toBeHidden();
    await button.hover();
    await expect(page.getByRole('menu')).toBeVisible();
  });
});

test.describe('theme', () => {
  test('light by default; the toggle sets data-theme, the dark class and local storage', async ({
    page,
  }) => {
    await page.goto('/concepts/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a stored dark theme applies before first paint: no flash of the light theme', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { darkAtParse: boolean }).darkAtParse =
          document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/configuration/mode/');
    expect(
      await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse),
    ).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(22, 29, 34)');
  });
});

test('the version selector offers 5 and 4; choosing 4 shows a spinner and goes to the v4 host', async ({
  page,
}) => {
  await page.route('https://v4.webpack.js.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>v4</title><p>webpack 4 docs</p>' }),
  );
  // The spinner lives only until the browser leaves; a page-side observer reports it.
  let spinnerSeen = false;
  await page.exposeFunction('reportSpinner', () => (spinnerSeen = true));
  await page.goto('/guides/installation/');
  await page.evaluate(() =>
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading webpack 4 documentation"]')) {
        (window as unknown as { reportSpinner: () => void }).reportSpinner();
      }
    }).observe(document.body, { childList: true, subtree: true }),
  );
  const select = page.getByRole('combobox', { name: 'webpack version' });
  await expect(select).toHaveValue('5');
  await expect(select.locator('option')).toHaveText(['v5', 'v4']);
  await select.selectOption('4');
  await expect(page).toHaveURL('https://v4.webpack.js.org/guides/installation/');
  expect(spinnerSeen).toBe(true);
});
