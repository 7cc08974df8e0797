// The navigation drawer's swipe on a touch phone, with real touch input (the browser scrolls
// what the finger drags): only a swipe from the screen edge opens it, and a horizontal drag
// inside a scrolling code block scrolls the block.
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { SWIPE } from '../../src/lib/site';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Drags one finger from `from` to `to` in small steps, as the browser receives a real swipe. */
async function drag(cdp: CDPSession, from: [number, number], to: [number, number]) {
  const point = (t: number) => ({
    x: from[0] + (to[0] - from[0]) * t,
    y: from[1] + (to[1] - from[1]) * t,
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [point(step / 10)],
    });
    // About a frame per step, as a finger moves: the page sees every move.
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Opens a page whose code blocks are wider than the phone, with the swipe code loaded. */
async function open(page: Page) {
  await page.goto('/guides/getting-started/');
  await expect(page.locator('#sidebar')).toHaveAttribute('data-behaviour', 'ready');
  return page.context().newCDPSession(page);
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

test('a horizontal drag inside a wide code block scrolls the block and leaves the drawer shut', async ({
  page,
}) => {
  const cdp = await open(page);
  const block = page.locator('#content pre');
  const wide = await block.evaluateAll((nodes) =>
    nodes.findIndex((node) => node.scrollWidth > node.clientWidth + 150),
  );
  expect(wide).toBeGreaterThanOrEqual(0);
  const pre = block.nth(wide);
  await pre.evaluate((node) => {
    node.scrollIntoView({ block: 'center' });
    node.scrollLeft = 150;
  });
  const box = (await pre.boundingBox())!;
  const y = box.y + box.height / 2;
  // Rightwards from inside the block, well past the 20 px that toggles the drawer.
  await drag(cdp, [box.x + 40, y], [box.x + 200, y + 4]);
  await expect.poll(() => pre.evaluate((node) => node.scrollLeft)).toBeLessThan(150);
  await page.waitForTimeout(300);
  await expect(drawer(page)).toHaveCount(0);
});

test('only a swipe that starts at the screen edge opens the drawer', async ({ page }) => {
  const cdp = await open(page);
  // A row of plain prose, away from any code block or table.
  const paragraph = page.locator('#content .prose > p').first();
  const box = (await paragraph.boundingBox())!;
  const y = box.y + 10;
  // From the middle of the text: a page gesture, not the drawer's.
  await drag(cdp, [80, y], [260, y]);
  await page.waitForTimeout(300);
  await expect(drawer(page)).toHaveCount(0);
  // From the edge but shorter than the toggle distance: nothing.
  await drag(cdp, [3, y], [3 + SWIPE.togglePx - 6, y]);
  await page.waitForTimeout(300);
  await expect(drawer(page)).toHaveCount(0);
  // From the edge, mostly vertical (ratio over 0.8): a scroll, not a swipe.
  await drag(cdp, [3, y], [80, y + 90]);
  await page.waitForTimeout(300);
  await expect(drawer(page)).toHaveCount(0);
  // From the edge, rightwards: it opens.
  await drag(cdp, [3, y], [160, y + 5]);
  await expect(drawer(page)).toBeVisible();
  // A leftward swipe of more than 20 px closes it.
  await drag(cdp, [250, 400], [200, 404]);
  await expect(drawer(page)).toBeHidden();
});
