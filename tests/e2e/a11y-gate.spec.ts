// Accessibility gate: axe over one page of every template, both themes, desktop and phone.
// Any serious or critical violation fails, naming the rule, its impact and the elements.
import { expect, test, type Page } from '@playwright/test';
import { THEMES } from '../../src/lib/site';
import {
  describeViolations,
  expectNoSeriousViolations,
  nextFrames,
  seriousViolations,
  settle,
  type Waiver,
} from './axe-check';
import { builtDocs } from './support';

const blogPost = builtDocs()
  .filter((doc) => doc.section === 'blog' && doc.date)
  .sort((a, b) => b.date!.localeCompare(a.date!))[0]!;

/** One page of each template; `ready` waits for content rendered on the client, if any. */
const TEMPLATES: { name: string; path: string; ready?: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    // The sponsor board (client-rendered), or the line that replaces it without sponsor data.
    ready: (page) =>
      expect(
        page
          .getByRole('checkbox', { name: 'Rank by monthly donations' })
          .or(page.getByText('The list of sponsors is on webpack’s Open Collective page.')),
      ).toBeVisible(),
  },
  { name: 'section index', path: '/concepts/' },
  { name: 'docs page', path: '/configuration/output/' },
  // The printable template, on a section small enough for axe to finish in CI: the guides'
  // printable page (3.8 MB of HTML) takes axe two to three minutes per run on a busy 2-core
  // machine, eight runs in all. Its code colours are checked for every page by
  // src/lib/markdown/code-theme-contrast.test.ts.
  { name: 'printable', path: '/concepts/printable/' },
  { name: 'blog post', path: blogPost.url },
  { name: '404', path: '/no-such-page-for-the-gate/' },
  { name: 'glossary', path: '/glossary/' },
];

/**
 * DocSearch 4 renders its backdrop as a focusable role="button" wrapping the whole dialog,
 * and each result as a link inside a role="option" (algolia/docsearch#1491). Both are its
 * own markup; everything we render inside the dialog is still checked.
 */
const DOCSEARCH_MARKUP: Waiver[] = [
  { rule: 'nested-interactive', target: /^\.DocSearch$/, why: 'backdrop is role=button' },
  { rule: 'label-content-name-mismatch', target: /^\.DocSearch$/, why: 'backdrop is role=button' },
  { rule: 'nested-interactive', target: /^#docsearch-hits[\w-]*$/, why: 'option wraps a link' },
];

/** Long pages (a printable section, the output options) take axe a while on a busy machine. */
test.describe.configure({ timeout: 240_000 });

/**
 * `articleThemes`: the themes in which the article body is checked at that width. Colours
 * change with the theme and layout with the width, never the article's markup: the desktop
 * checks the body in both themes (colours), the phone in one (layout), and the phone's dark
 * run checks the rest of the page, whose chrome is its own at that width. On the longest
 * pages the body is most of axe's time.
 */
const VIEWPORTS = [
  {
    name: 'desktop',
    use: { viewport: { width: 1280, height: 800 } },
    articleThemes: THEMES as readonly string[],
  },
  {
    name: 'phone',
    use: { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true },
    articleThemes: ['light'],
  },
];

/** The article body of every template: the part the phone checks in one theme. */
const ARTICLE_BODY = '.prose';

/** Opens `path` in `theme` (stored before any script runs, as a returning reader has it). */
async function open(page: Page, path: string, theme: string) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path.startsWith('/no-such-page') ? 404 : 200);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settle(page);
}

/**
 * Switches the open page to `theme` the way a change in another tab does (next-themes follows
 * the `storage` event), without a reload: the markup stays, only the colours change, and
 * loading and hydrating a long page again would cost more than checking it.
 */
async function switchTheme(page: Page, theme: string) {
  await page.evaluate((value) => {
    localStorage.setItem('theme', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value }));
  }, theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await nextFrames(page);
}

/** How a page is put in the state under test; see `checkInEachTheme`. */
interface ThemeCheck {
  /** Opens the state under test, once, after the page loads. */
  openState?: () => Promise<void>;
  /** Waits for content rendered on the client, in every theme. */
  ready?: () => Promise<void>;
  waivers?: Waiver[];
  /** Parts of the page another run already covers, in `theme`. */
  exclude?: (theme: string) => string[];
}

/**
 * Opens `path` in each theme in turn and runs axe on it; the first theme loads the page, the
 * later ones switch in place, with the state under test still open.
 */
async function checkInEachTheme(
  page: Page,
  path: string,
  what: string,
  { openState, ready, waivers = [], exclude }: ThemeCheck = {},
) {
  for (const [index, theme] of THEMES.entries()) {
    if (index === 0) {
      await open(page, path, theme);
      await openState?.();
    } else await switchTheme(page, theme);
    await ready?.();
    await expectNoSeriousViolations(page, `${what}, ${theme} theme`, waivers, exclude?.(theme));
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility gate, ${viewport.name}`, () => {
    test.use(viewport.use);
    for (const template of TEMPLATES) {
      test(`${template.name} (${template.path}) in the ${THEMES.join(' and ')} themes`, async ({
        page,
      }) => {
        await checkInEachTheme(page, template.path, `${template.path}, ${viewport.name}`, {
          ready: async () => await template.ready?.(page),
          exclude: (theme) => (viewport.articleThemes.includes(theme) ? [] : [ARTICLE_BODY]),
        });
      });
    }
  });
}

test.describe('accessibility gate, open states', () => {
  test('the search dialog with results, in each theme', async ({ page }) => {
    await checkInEachTheme(page, '/concepts/', 'search dialog', {
      openState: async () => {
        await page.keyboard.press('Control+K');
        await page.locator('.DocSearch-Input').fill('loader');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      },
      waivers: DOCSEARCH_MARKUP,
    });
  });

  test('the language menu, in each theme', async ({ page }) => {
    await checkInEachTheme(page, '/concepts/', 'language menu', {
      openState: async () => {
        await page.getByRole('button', { name: 'Select language' }).click();
        await expect(page.getByRole('menu', { name: 'Languages' })).toBeVisible();
      },
    });
  });

  test.describe('phone', () => {
    test.use(VIEWPORTS[1]!.use);
    test('the navigation panel, in each theme', async ({ page }) => {
      await checkInEachTheme(page, '/guides/installation/', 'navigation panel', {
        openState: async () => {
          await expect(page.locator('#sidebar')).toHaveAttribute('data-behaviour', 'ready');
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        },
      });
    });

    test('the header menu, in each theme', async ({ page }) => {
      await checkInEachTheme(page, '/concepts/', 'header menu', {
        openState: async () => {
          await page.getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('combobox', { name: 'webpack version' })).toBeVisible();
        },
      });
    });
  });
});

test('the gate fails on a real violation: an image without alt and a nameless button', async ({
  page,
}) => {
  await open(page, '/concepts/', 'light');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = '/favicon.ico';
    image.id = 'gate-image';
    const button = document.createElement('button');
    button.id = 'gate-button';
    main.prepend(image, button);
  });
  const violations = await seriousViolations(page);
  const byRule = new Map(violations.map((violation) => [violation.id, violation]));
  expect(byRule.get('image-alt')).toMatchObject({ impact: 'critical', targets: ['#gate-image'] });
  expect(byRule.get('button-name')).toMatchObject({
    impact: 'critical',
    targets: ['#gate-button'],
  });
  const report = describeViolations(violations);
  expect(report).toContain('image-alt (critical)');
  expect(report).toContain('button-name (critical)');
  expect(report).toContain('#gate-button');
});
