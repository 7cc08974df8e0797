// Keyboard-only walk: the header, the search, the sidebar and the page links, using Tab,
// Shift+Tab, Enter, Escape and the arrows only. Targets are found by role and name, never by
// counting Tabs from the top, so a new focusable element (a skip link) leaves the walk intact.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { settle } from './axe-check';
import { builtDocs } from './support';

const docs = builtDocs();

/** Presses `key` until `target` has focus; fails listing what focus went through. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 200) {
  const element = await target.elementHandle();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    // One round trip per step: whether the target has focus, and what has it otherwise.
    const state = await page.evaluate((node) => {
      const active = document.activeElement as HTMLElement | null;
      const name = active?.getAttribute('aria-label') || active?.textContent?.trim().slice(0, 30);
      return { reached: active === node, name: `${active?.tagName.toLowerCase()} "${name}"` };
    }, element);
    if (state.reached) return;
    passed.push(state.name);
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}; focus went through: ${passed.join(' | ')}`);
}

/** The element has focus, is shown in the window, and draws a focus indicator. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeVisible();
  await expect(target).toBeInViewport();
  const style = await target.evaluate((node) => {
    const computed = getComputedStyle(node);
    return {
      focusVisible: node.matches(':focus-visible'),
      outline: `${computed.outlineStyle} ${computed.outlineWidth}`,
      boxShadow: computed.boxShadow,
    };
  });
  const outlined = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
  expect(style.focusVisible, 'matches :focus-visible').toBe(true);
  expect(outlined || style.boxShadow !== 'none', `focus indicator: ${JSON.stringify(style)}`).toBe(
    true,
  );
}

/** Tabs (or Shift+Tabs) to `target` and checks the focus is visible there. */
async function walkTo(page: Page, target: Locator, key = 'Tab') {
  await pressUntilFocused(page, target, key);
  await expectVisibleFocus(target);
}

test.use({ viewport: { width: 1400, height: 900 } });
// A walk is many key presses, each a round trip to the browser: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the header: logo, top links, profiles, language menu, theme, the sections row', async ({
  page,
}) => {
  await page.goto('/concepts/');
  await settle(page);
  const main = page.getByRole('navigation', { name: 'Main' });

  await walkTo(page, page.getByRole('link', { name: 'webpack home' }));
  await walkTo(page, main.getByRole('link', { name: 'Documentation', exact: true }));
  // The Documentation dropdown is a pointer's shortcut to the sections row below the header:
  // it adds no Tab stops, so the next Tab is Contribute.
  const dropdown = main.getByRole('list', { name: 'Documentation sections' });
  await page.keyboard.press('Tab');
  await expectVisibleFocus(main.getByRole('link', { name: 'Contribute' }));
  await expect(dropdown).toBeHidden();
  await walkTo(page, main.getByRole('link', { name: 'Blog' }));

  for (const [name, tip] of [
    ['GitHub', 'webpack on GitHub'],
    ['X', 'webpack on X'],
    ['Stack Overflow', 'Questions tagged webpack on Stack Overflow'],
  ] as const) {
    await walkTo(page, page.getByRole('link', { name, exact: true }));
    await expect(page.getByText(tip, { exact: true })).toBeVisible();
  }

  // Language menu: Enter opens it on the first item, arrows move, Escape returns to the button.
  const language = page.getByRole('button', { name: 'Select language' });
  await walkTo(page, language);
  await page.keyboard.press('Enter');
  const items = page.getByRole('menu', { name: 'Languages' }).getByRole('menuitem');
  await expectVisibleFocus(items.first());
  await page.keyboard.press('ArrowDown');
  await expectVisibleFocus(items.nth(1));
  await page.keyboard.press('ArrowUp');
  await expectVisibleFocus(items.first());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Languages' })).toBeHidden();
  await expectVisibleFocus(language);

  // Theme toggle: Enter switches to dark; Shift+Tab goes back to the language button.
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await walkTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectVisibleFocus(page.getByRole('button', { name: 'Switch to light theme' }));
  // The sections row under the header: every section once, each a Tab stop.
  const row = page.getByRole('navigation', { name: 'Documentation sections' });
  await walkTo(page, row.getByRole('link', { name: 'Concepts' }));
  await page.keyboard.press('Tab');
  await expectVisibleFocus(row.getByRole('link', { name: 'Configuration' }));
  await walkTo(page, language, 'Shift+Tab');
  await walkTo(page, page.getByRole('link', { name: 'Stack Overflow' }), 'Shift+Tab');
});

test('the search: open from the box with Enter, type, arrow to a hit, Enter lands at its anchor', async ({
  page,
}) => {
  await page.goto('/concepts/');
  await settle(page);
  const box = page.getByRole('searchbox', { name: /search/i });
  await walkTo(page, box);
  await page.keyboard.press('Enter');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('pitching loaders');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.nth(1)).toBeVisible();
  const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  const first = await selected.locator('a').getAttribute('href');
  await page.keyboard.press('ArrowDown');
  await expect(selected).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  // The selection is drawn: the selected hit looks different from an unselected one.
  const look = (hit: Locator) =>
    hit.locator('a').evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(await look(selected)).not.toBe(await look(hits.nth(1)));
  expect(await selected.locator('a').getAttribute('href')).toBe(first);
  await page.keyboard.press('ArrowDown');
  const href = (await selected.locator('a').getAttribute('href'))!;
  expect(href).not.toBe(first);
  await expect(input).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  const target = new URL(href, page.url());
  await expect(page).toHaveURL(target.href);
  if (target.hash) await expect(page.locator(`[id="${target.hash.slice(1)}"]`)).toBeInViewport();
  // Escape closes a reopened dialog and gives the focus back to the box.
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(box).toBeFocused();
});

test('the sidebar: a page link, its anchors opened with the arrow button, a followed anchor', async ({
  page,
}) => {
  await page.goto('/configuration/mode/');
  await settle(page);
  const sidebar = page.getByRole('navigation', { name: 'Configuration pages' });
  const items = sidebar.getByRole('listitem').filter({ has: page.getByRole('button') });
  // A page other than the current one, whose anchors start closed.
  const item = items.filter({ hasNot: page.locator('[aria-current="page"]') }).nth(1);
  const link = item.getByRole('link').first();
  const title = (await link.textContent())!.trim();
  const url = await link.getAttribute('href');
  const doc = docs.find((d) => d.url === url)!;
  await walkTo(page, link);
  const arrow = item.getByRole('button', { name: `Sections of ${title}` });
  await expect(arrow).toHaveAttribute('aria-expanded', 'false');
  await walkTo(page, arrow);
  await page.keyboard.press('Enter');
  await expect(arrow).toHaveAttribute('aria-expanded', 'true');
  const anchor = item.getByRole('link', { name: doc.anchors[0]!.title, exact: true });
  await walkTo(page, anchor);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${doc.url}#${doc.anchors[0]!.id}$`));
  await expect(page.locator(`[id="${doc.anchors[0]!.id}"]`)).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
});

test('the page links: a table-of-contents entry moves to its heading; next and previous', async ({
  page,
}) => {
  const doc = docs.find((d) => d.url === '/configuration/mode/')!;
  await page.goto(doc.url);
  await settle(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const last = doc.anchors[doc.anchors.length - 1]!;
  await walkTo(page, toc.getByRole('link', { name: last.title, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
  await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();

  const pages = page.getByRole('navigation', { name: 'Previous and next pages' });
  const next = pages.locator('a[rel="next"]');
  const nextUrl = (await next.getAttribute('href'))!;
  await walkTo(page, next);
  await page.keyboard.press('Enter');
  // A client-side navigation fetches the next page's payload: allow a busy machine time.
  await expect(page).toHaveURL(new RegExp(`${nextUrl}$`), { timeout: 15_000 });
  const nextDoc = docs.find((d) => d.url === nextUrl)!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextDoc.title);
  // Back with Shift+Tab from wherever the navigation left the focus.
  const previous = page
    .getByRole('navigation', { name: 'Previous and next pages' })
    .locator('a[rel="prev"]');
  await expect(previous).toHaveAttribute('href', doc.url);
  await walkTo(page, previous, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${doc.url}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
});

test('the banner close, a code copy button and Print this page, by keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // window.print would open a dialog: count the calls instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.goto('/migrate/4/');
  await settle(page);

  // The banner's Close notification button: Enter hides it and stores the marker.
  const banner = page.getByRole('region', { name: 'Notification' });
  const close = banner.getByRole('button', { name: 'Close notification' });
  await walkTo(page, close);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('notification-dismissed'))).toBe('3');

  // A code block's copy button: Enter copies its code.
  const figure = page
    .locator(
      '#content figure[data-rehype-pretty-code-figure]:not(:has(code[data-language="diff"]))',
    )
    .first();
  const copy = figure.locator('[data-copy-code]');
  await walkTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(copy).toHaveAttribute('data-copied', 'true');
  const lines = await figure.locator('[data-line]').allTextContents();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));

  // Print this page: Enter opens the print dialog.
  const print = page.getByRole('button', { name: 'Print this page' });
  await walkTo(page, print);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test('the version selector: reached with Tab, 4 chosen with the arrow key goes to the v4 host', async ({
  page,
}) => {
  await page.route('https://v4.webpack.js.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>v4</title>' }),
  );
  await page.goto('/concepts/');
  await settle(page);
  const select = page.getByRole('combobox', { name: 'webpack version' });
  await walkTo(page, select);
  await expect(select).toHaveValue('5');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL('https://v4.webpack.js.org/concepts/');
});
