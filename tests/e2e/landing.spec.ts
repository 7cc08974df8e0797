import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HERO_WORDS } from '../../src/data/hero';
import { HERO, HOME_TITLE, SPONSORS } from '../../src/lib/site';
import { watchConsole } from './support';

const word = (page: Page) => page.getByTestId('hero-word');

/** Resolves once React has hydrated the rotator, so its timers are running. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const node = document.querySelector('[data-testid="hero-word"]');
    return !!node && Object.keys(node).some((key) => key.startsWith('__react'));
  });
}

/** Stops the page's installed clock (it flows until then), so only runFor moves time. */
async function freezeClock(page: Page) {
  // On a busy machine more than the margin may pass before pauseAt arrives, and the clock
  // cannot go back: read the time again and retry.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

test.describe('hero', () => {
  test('the rotating word changes after the delay, then at every repeat, without moving anything', async ({
    page,
  }) => {
    await page.clock.install();
    const problems = watchConsole(page);
    await page.goto('/');
    await hydrated(page);
    await freezeClock(page);
    await expect(word(page)).toHaveText(HERO_WORDS[0]);
    const lead = page.locator('main p').filter({ hasText: 'A module bundler' });
    const before = await lead.boundingBox();
    const seen: string[] = [];
    for (let i = 1; i <= HERO_WORDS.length; i++) {
      await page.clock.runFor(i === 1 ? HERO.rotatorDelayMs : HERO.rotatorRepeatMs);
      await expect(word(page)).toHaveText(HERO_WORDS[i % HERO_WORDS.length]!);
      seen.push((await word(page).textContent())!);
      expect((await word(page).boundingBox())!.width).toBeCloseTo(HERO.rotatorMaxWidth, 0);
      // The reserved width holds every word: none is clipped.
      expect(await word(page).evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      expect(await lead.boundingBox()).toEqual(before);
    }
    expect(new Set(seen).size).toBe(HERO_WORDS.length);
    expect(problems).toEqual([]);
  });

  test('the cube spins with the configured period and depth', async ({ page }) => {
    await page.goto('/');
    const outer = page.getByTestId('hero-cube').locator('> span').first();
    const style = await outer.evaluate((node) => {
      const computed = getComputedStyle(node);
      return {
        name: computed.animationName,
        duration: computed.animationDuration,
        width: node.clientWidth,
        transformStyle: computed.transformStyle,
      };
    });
    expect(style.name).not.toBe('none');
    expect(style.duration).toBe(`${HERO.cubeSpinMs / 1000}s`);
    expect(style.width).toBe(HERO.cubeDepth);
    // Drawn with CSS 3D transforms: faces in a preserve-3d box, no canvas anywhere.
    expect(style.transformStyle).toBe('preserve-3d');
    await expect(page.getByTestId('hero-cube').locator('canvas')).toHaveCount(0);
    await expect(page.locator('canvas')).toHaveCount(0);
  });

  test('with prefers-reduced-motion: reduce nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await freezeClock(page);
    await page.clock.runFor(HERO.rotatorDelayMs + 4 * HERO.rotatorRepeatMs);
    await expect(word(page)).toHaveText(HERO_WORDS[0]);
    const animations = await page
      .getByTestId('hero-cube')
      .locator('span')
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationName));
    expect(animations.every((name) => name === 'none')).toBe(true);
  });

  test('the calls to action lead to Get Started and the concepts; the headline reads in full', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
      'href',
      '/guides/getting-started/',
    );
    await expect(page.getByRole('link', { name: 'Learn the concepts' })).toHaveAttribute(
      'href',
      '/concepts/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('webpack');
    await expect(page.locator('main')).toContainText(`bundle your ${HERO_WORDS[0]}, `);
  });
});

test.describe('getting-started walkthrough', () => {
  test('steps carry highlighted, titled code and the package-manager tabs switch commands', async ({
    page,
  }) => {
    await page.goto('/');
    const steps = page.getByRole('region', { name: 'Your first bundle in five steps' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Install webpack',
      'Write your modules',
      'Describe the build',
      'Run the build',
      'Use the bundle',
    ]);
    await expect(
      steps.locator('[data-rehype-pretty-code-title]', { hasText: 'webpack.config.js' }),
    ).toBeVisible();
    const token = steps.locator('pre [data-line] span[class]').first();
    const colour = () => token.evaluate((node) => getComputedStyle(node).color);
    const light = await colour();
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await colour()).not.toBe(light);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await expect(steps.getByText('npm install --save-dev webpack webpack-cli')).toBeVisible();
    await expect(steps.getByText('yarn add --dev webpack webpack-cli')).toBeHidden();

    await steps.getByRole('tab', { name: 'yarn' }).first().click();
    await expect(steps.getByText('yarn add --dev webpack webpack-cli')).toBeVisible();
    await expect(steps.getByText('npm install --save-dev webpack webpack-cli')).toBeHidden();
    // One choice for the page: the build step follows.
    await expect(steps.getByText('yarn webpack', { exact: true })).toBeVisible();

    await steps.getByRole('tab', { name: 'yarn' }).first().press('ArrowRight');
    await expect(steps.getByText('pnpm add --save-dev webpack webpack-cli')).toBeVisible();
  });
});

/** How many sponsors the build under test lists: it read this same file. */
const sponsorCount = (
  JSON.parse(readFileSync(new URL('../../src/data/sponsors.json', import.meta.url), 'utf8')) as {
    sponsors: unknown[];
  }
).sponsors.length;

test.describe('sponsors', () => {
  test('without sponsor data: one line with the Become a sponsor link, no empty tiers', async ({
    page,
  }) => {
    test.skip(sponsorCount > 0, 'this build lists sponsors; the next test checks the board');
    await page.goto('/');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Sponsors' });
    const link = section.getByRole('link', { name: 'Become a sponsor' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', SPONSORS.url);
    const line = section
      .locator('p')
      .filter({ has: page.getByRole('link', { name: 'Become a sponsor' }) });
    await expect(line).toContainText('The list of sponsors is on webpack’s Open Collective page.');
    await expect(section.getByRole('checkbox')).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(section.getByText('No one here yet.')).toHaveCount(0);
    // One line: the sentence and the link share a row.
    const [lineBox, linkBox] = [await line.boundingBox(), await link.boundingBox()];
    expect(lineBox!.height).toBeLessThanOrEqual(linkBox!.height + 1);
  });

  test('the checkbox switches between the monthly and the total ranking', async ({ page }) => {
    test.skip(sponsorCount === 0, 'this build has no sponsor data; the test above checks that');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Sponsors' });
    const checkbox = section.getByRole('checkbox', { name: 'Rank by monthly donations' });
    await expect(checkbox).toBeVisible();
    const monthly = await checkbox.isChecked();
    const label = (isMonthly: boolean) =>
      isMonthly ? 'Ranked by monthly donations.' : 'Ranked by total donations.';
    const platinum = (isMonthly: boolean) =>
      isMonthly ? 'Platinum monthly sponsors' : 'Platinum sponsors';
    await expect(section.getByText(label(monthly))).toBeVisible();
    await expect(section.getByRole('heading', { name: platinum(monthly) })).toBeVisible();

    await checkbox.click();
    await expect(checkbox).toBeChecked({ checked: !monthly });
    await expect(section.getByText(label(!monthly))).toBeVisible();
    await expect(section.getByRole('heading', { name: platinum(!monthly) })).toBeVisible();
    await expect(section.getByRole('heading', { name: platinum(monthly) })).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      SPONSORS.url,
    );
  });

  test('without local storage the sponsor block is not rendered, the link still is', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('storage is disabled', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await hydrated(page);
    const section = page.getByRole('region', { name: 'Sponsors' });
    await expect(section.getByRole('link', { name: 'Become a sponsor' })).toBeVisible();
    await expect(section.getByRole('checkbox')).toHaveCount(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(0);
  });
});

test('the home page has its own title, description and social tags', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(HOME_TITLE);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toMatch(
    /^webpack is a module bundler for modern JavaScript: .+ five steps\.$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', HOME_TITLE);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    'content',
    description!,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const origin = 'https://webpack.js.org';
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`^${origin}/og/[^/]+\\.png$`));
  // The card the tag names exists in the build.
  const local = await page.request.get(new URL(image!).pathname);
  expect(local.status()).toBe(200);
  expect(local.headers()['content-type']).toContain('image/png');
});

test('no horizontal overflow at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // The sponsor board renders in the browser: wait for it (or for the line that replaces it).
  await expect(
    sponsorCount
      ? page.getByRole('checkbox', { name: 'Rank by monthly donations' })
      : page.getByText('The list of sponsors is on webpack’s Open Collective page.'),
  ).toBeVisible();
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
});

test('every stylesheet the home page preloads is used; the console has no preload warning', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-runtime', 'idle');
  const preloaded = await page
    .locator('link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  // Chrome reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(4000);
  const used = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href));
  for (const href of preloaded) expect(used, href).toContain(href);
  expect(problems.filter((problem) => problem.includes('preload'))).toEqual([]);
});
