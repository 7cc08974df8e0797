import { expect, test, type Page } from '@playwright/test';
import { pngSize } from '../../scripts/og/png-size.mjs';
import { builtFile } from './offline-support';
import { builtDocs } from './support';

const docs = builtDocs();

/** The social tags of a page. */
async function socialTags(page: Page, path: string) {
  await page.goto(path);
  const property = (name: string) =>
    page.locator(`meta[property="${name}"]`).getAttribute('content');
  const named = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveCount(1);
  return {
    image: (await property('og:image'))!,
    width: await property('og:image:width'),
    height: await property('og:image:height'),
    alt: await property('og:image:alt'),
    twitterImage: await named('twitter:image'),
    twitterCard: await named('twitter:card'),
  };
}

const samples = () => {
  const doc = docs.find((d) => d.section === 'configuration' && d.slug !== 'index')!;
  const post = docs.find((d) => d.section === 'blog' && d.slug !== 'index')!;
  return [
    { path: '/', title: 'webpack' },
    { path: '/concepts/', title: 'Concepts' },
    { path: doc.url, title: doc.title },
    { path: post.url, title: post.title },
    { path: '/glossary/', title: 'Glossary' },
  ];
};

test('every kind of page has its own 1200x630 card as og:image and twitter:image', async ({
  page,
  request,
}) => {
  const seen = new Map<string, string>();
  for (const { path, title } of samples()) {
    const tags = await socialTags(page, path);
    expect(tags.image, path).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    expect(tags.twitterImage).toBe(tags.image);
    expect(tags.twitterCard).toBe('summary_large_image');
    expect([tags.width, tags.height]).toEqual(['1200', '630']);
    expect(tags.alt).toContain(title);
    const response = await request.get(new URL(tags.image).pathname);
    expect(response.status(), tags.image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png), tags.image).toEqual({ width: 1200, height: 630 });
    seen.set(tags.image, png.toString('base64'));
    // And Chromium decodes it.
    const decoded = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, new URL(tags.image).pathname);
    expect(decoded).toEqual([1200, 630]);
  }
  // Each page's card is its own image, with its own pixels.
  expect(seen.size).toBe(samples().length);
  expect(new Set(seen.values()).size).toBe(samples().length);
});

test('the cards are never precached by the service worker', () => {
  const precached = [...builtFile('sw.js').matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  expect(precached.some((url) => url?.startsWith('/og/'))).toBe(false);
});
