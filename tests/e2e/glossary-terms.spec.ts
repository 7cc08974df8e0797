import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

/**
 * Opens a page once hydrated, as a reader: without a hash the page holds its scroll at the
 * top for a moment after hydration, until the reader's own input (the wheel here).
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
  await page.mouse.wheel(0, 1);
}

test('the first use of a glossary term is underlined, explained on hover and linked', async ({
  page,
}) => {
  await open(page, '/guides/code-splitting/');
  const terms = page.locator('article a.glossary-term[href="/glossary/#chunk"]');
  await expect(terms, 'first use only').toHaveCount(1);
  const term = terms.first();
  await expect(term).toHaveText('chunks');
  await expect(term).toHaveCSS('text-decoration-style', 'dotted');
  await expect(page.locator(':is(h1, h2, h3, pre, figure) a.glossary-term')).toHaveCount(0);

  const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
  await expect(tooltip).toBeHidden();
  await term.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('A group of modules emitted together.');
  await expect(term).toHaveAccessibleDescription(/^Chunk A group of modules emitted together\./);

  await term.click();
  await expect(page).toHaveURL('/glossary/#chunk');
  await expect(page.locator('[id="chunk"]')).toBeInViewport();
  // The glossary does not mark its own terms.
  await expect(page.locator('a.glossary-term')).toHaveCount(0);
});

test('keyboard focus on a glossary term shows its definition', async ({ page }) => {
  await open(page, '/guides/code-splitting/');
  const term = page.locator('article a.glossary-term').first();
  const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
  // Tab from the element just before the term's paragraph: the term is the next stop.
  await page.locator('article h1').evaluate((h1) => {
    h1.setAttribute('tabindex', '-1');
    h1.focus();
  });
  await page.keyboard.press('Tab');
  await expect(term).toBeFocused();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Bundle');
});

test('on a phone, tooltips stay inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/guides/code-splitting/');
  const terms = page.locator('article a.glossary-term');
  for (let index = 0; index < 6; index++) {
    const term = terms.nth(index);
    // Away first: the previous tooltip may cover this term while it shows. Then onto its first
    // line box: a term wrapped over two lines has no text at the centre of its whole box.
    await page.mouse.move(0, 0);
    const first = await term.evaluate((link) => {
      link.scrollIntoView({ block: 'center' });
      const box = link.getClientRects()[0]!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.mouse.move(first.x, first.y);
    const tooltip = page.locator(`[id="${await term.getAttribute('aria-describedby')}"]`);
    await expect(tooltip).toBeVisible();
    const box = (await tooltip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
