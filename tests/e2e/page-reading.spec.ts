// What a reader notices inside a page: the "On this page" highlight at the very bottom, long
// navigation labels, the previous/next cards and tables on phones, and the code copy button.
import { expect, test, type Page } from '@playwright/test';
import { builtDocs } from './support';

const docs = builtDocs();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

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

test.describe('"On this page" at the bottom of the page', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  for (const path of ['/guides/code-splitting/', '/concepts/', '/glossary/']) {
    test(`${path}: the last heading in view is the active one`, async ({ page }) => {
      const doc = docs.find((d) => d.url === path)!;
      await open(page, path);
      await page.mouse.move(700, 450);
      await page.mouse.wheel(0, 40);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          ),
        )
        .toBe(true);
      // The last heading whose top is inside the window: the short last section's own.
      const last = await page.evaluate(
        (ids) =>
          ids
            .filter((id) => {
              const top = document.getElementById(id)!.getBoundingClientRect().top;
              return top >= 0 && top < window.innerHeight;
            })
            .at(-1),
        doc.anchors.map((anchor) => anchor.id),
      );
      expect(last).toBeDefined();
      const title = doc.anchors.find((anchor) => anchor.id === last)!.title;
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.locator('[aria-current="location"]')).toHaveText(title);
    });
  }
});

/**
 * Labels whose text does not fit: each must show all of it (wrapped) or end in an ellipsis
 * with the full text as its title, and never run past the box that clips it.
 */
async function clippedLabels(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((links) =>
    links.flatMap((link) => {
      const element = link as HTMLElement;
      if (!element.getClientRects().length) return [];
      const text = element.textContent!.trim();
      const style = getComputedStyle(element);
      const ellipsis =
        style.textOverflow === 'ellipsis' && element.getAttribute('title')?.trim() === text;
      const overflows = element.scrollWidth > element.clientWidth + 1;
      let clip: Element | null = element.parentElement;
      while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
      const box = (clip ?? document.documentElement).getBoundingClientRect();
      const inside = element.getBoundingClientRect().right <= box.right + 1;
      return (overflows && !ellipsis) || !inside ? [text] : [];
    }),
  );
}

test('long sidebar and "On this page" labels are wrapped, never cut, at 1920 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1000 });
  await open(page, '/configuration/output/');
  const sidebar = page.getByRole('navigation', { name: 'Configuration pages' });
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(sidebar).toBeVisible();
  await expect(toc).toBeVisible();
  const sidebarLinks = 'nav[aria-label="Configuration pages"] a';
  const tocLinks = 'nav[aria-label="On this page"] a';
  expect(await page.locator(sidebarLinks).count()).toBeGreaterThan(50);
  expect(await clippedLabels(page, sidebarLinks)).toEqual([]);
  expect(await clippedLabels(page, tocLinks)).toEqual([]);
  // The whole label is the link's name for screen readers, with no break inserted.
  const doc = docs.find((d) => d.url === '/configuration/output/')!;
  const longest = [...doc.anchors].sort((a, b) => b.title.length - a.title.length)[0]!;
  await expect(toc.getByRole('link', { name: longest.title, exact: true })).toHaveCount(1);
  await expect(sidebar.getByRole('link', { name: longest.title, exact: true })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1920);
});

test.describe('phone (390×844, touch)', () => {
  test.use(PHONE);
  test.describe.configure({ timeout: 300_000 });

  // One test per section, so the two workers share the pages. Each section's first page is
  // loaded once; every other page's previous/next block (fetched as served) takes its place,
  // laid out by the same stylesheet, so hundreds of pages cost no page loads.
  const withNeighbours = docs.filter((d) => d.slug !== 'printable');
  const sections = [...new Set(withNeighbours.map((d) => d.section))];
  for (const section of sections) {
    test(`the previous/next cards stay inside the screen on every ${section} page`, async ({
      page,
    }) => {
      const pages = withNeighbours.filter((d) => d.section === section);
      await page.goto(pages[0]!.url, { waitUntil: 'load' });
      for (const doc of pages) {
        const outside = await page.evaluate(async (url) => {
          const selector = 'nav[aria-label="Previous and next pages"]';
          const served = new DOMParser().parseFromString(
            await (await fetch(url)).text(),
            'text/html',
          );
          const nav = served.querySelector(selector);
          const shown = document.querySelector(selector);
          if (!nav) return [];
          if (!shown) return [`${url}: the loaded page has no previous/next block to stand in for`];
          shown.replaceWith(document.adoptNode(nav));
          const width = document.documentElement.clientWidth;
          return [nav, ...nav.querySelectorAll('*')].flatMap((node) => {
            const rect = node.getBoundingClientRect();
            return rect.width && (rect.left < 0 || rect.right > width + 0.5)
              ? [`${node.tagName} "${node.textContent!.trim().slice(0, 40)}" ${rect.right}`]
              : [];
          });
        }, doc.url);
        expect(outside, doc.url).toEqual([]);
      }
    });
  }

  test('Further Reading links are touch targets at least 24 px tall (WCAG 2.2 target size)', async ({
    page,
  }) => {
    for (const url of ['/configuration/optimization/', '/concepts/', '/guides/caching/']) {
      await page.goto(url, { waitUntil: 'load' });
      const links = page.locator('article section[aria-labelledby$="-further-reading"] li a');
      expect(await links.count(), url).toBeGreaterThan(0);
      const heights = await links.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().height),
      );
      expect(Math.min(...heights), url).toBeGreaterThanOrEqual(24);
    }
  });

  test('code in table cells never breaks inside a token; the table scrolls instead', async ({
    page,
  }) => {
    await page.goto('/configuration/devtool/');
    const tables = page.locator('.prose table');
    expect(await tables.count()).toBeGreaterThan(2);
    const broken = await page
      .locator('.prose :is(td, th) code')
      .evaluateAll((codes) =>
        codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
      );
    expect(broken).toEqual([]);
    // The widest table scrolls inside its own box; the page does not.
    const scrolls = await tables.evaluateAll((nodes) =>
      nodes.some((node) => node.scrollWidth > node.clientWidth),
    );
    expect(scrolls).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

/** Copy buttons that cover their block's first line of code, or are smaller than `min` px. */
async function copyButtonProblems(page: Page, min: number) {
  const figures = page.locator('#content figure[data-rehype-pretty-code-figure]');
  const count = Math.min(await figures.count(), 12);
  expect(count).toBeGreaterThan(3);
  const problems: string[] = [];
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    if (!(await figure.isVisible())) continue;
    await figure.scrollIntoViewIfNeeded();
    const found = await figure.evaluate((node, size) => {
      const button = node.querySelector('[data-copy-code]')!.getBoundingClientRect();
      const line = node.querySelector('pre [data-line]')!.getBoundingClientRect();
      const overlaps =
        button.left < line.right &&
        line.left < button.right &&
        button.top < line.bottom &&
        line.top < button.bottom;
      const small = button.width < size || button.height < size;
      return [
        ...(overlaps ? ['covers the first line'] : []),
        ...(small ? [`${button.width}×${button.height} px`] : []),
      ];
    }, min);
    if (found.length) problems.push(`figure ${i}: ${found.join(', ')}`);
  }
  return problems;
}

test('copy buttons sit clear of the code, at least 24×24 px, and announce "Copied"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/guides/getting-started/');
  expect(await copyButtonProblems(page, 24)).toEqual([]);
  const button = page.locator('#content [data-copy-code]').first();
  await button.click();
  await expect(button).toHaveAttribute('data-copied', 'true');
  // A polite live region says it once, without moving focus.
  const status = page.locator('[role="status"][aria-live="polite"]', { hasText: 'Copied' });
  await expect(status).toHaveCount(1);
  await expect(button).toBeFocused();
});

test.describe('copy buttons on a touch phone', () => {
  test.use(PHONE);

  test('are at least 44×44 px and sit clear of the code', async ({ page }) => {
    await open(page, '/guides/getting-started/');
    expect(await copyButtonProblems(page, 44)).toEqual([]);
  });
});
