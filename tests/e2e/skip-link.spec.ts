import { expect, test } from '@playwright/test';
import { SKIP_LINK_LABEL } from '../../src/lib/site';

for (const path of ['/', '/concepts/', '/guides/caching/']) {
  test(`${path}: the first Tab reaches "Skip to content", shown only when focused; Enter moves into main`, async ({
    page,
  }) => {
    await page.goto(path);
    const link = page.getByRole('link', { name: SKIP_LINK_LABEL });
    await expect(link).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#content')).toBeFocused();
    await expect(link).not.toBeInViewport();
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
    ).toBe(true);
  });
}
