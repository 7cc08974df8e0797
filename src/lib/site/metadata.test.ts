import { describe, expect, it } from 'vitest';
import { OG_IMAGE, docMetadata, pageMetadata } from './metadata';
import { DEFAULT_DESCRIPTION, PRODUCT } from './index';

describe('page metadata', () => {
  it('titles docs pages "{title} | webpack" with a trailing-slash canonical', () => {
    const meta = docMetadata('Output', '/configuration/output/', 'Where bundles go.');
    expect(meta.title).toEqual({ absolute: 'Output | webpack' });
    expect(meta.description).toBe('Where bundles go.');
    expect(meta.alternates?.canonical).toBe('https://webpack.js.org/configuration/output/');
    expect(meta.openGraph).toMatchObject({
      url: 'https://webpack.js.org/configuration/output/',
      type: 'article',
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.robots).toBeUndefined();
  });

  it('gives each docs page its own social card as og:image and twitter:image', () => {
    const meta = docMetadata('Output', '/configuration/output/');
    const image = {
      url: '/og/configuration/output.png',
      width: 1200,
      height: 630,
      alt: 'Output · Configuration · webpack',
    };
    expect(meta.openGraph?.images).toEqual([image]);
    expect(meta.twitter?.images).toEqual([{ url: image.url, alt: image.alt }]);
  });

  it('keeps the site-wide image for pages without a card', () => {
    expect(pageMetadata({ title: 'x', path: '/offline/' }).openGraph?.images).toEqual([OG_IMAGE]);
  });

  it('falls back to the default description, a real one that names the product', () => {
    const meta = docMetadata('Mode', '/configuration/mode/');
    expect(meta.description).toBe(DEFAULT_DESCRIPTION);
    expect(meta.description).toContain(PRODUCT);
    expect(meta.openGraph?.description).toBe(meta.description);
    expect(meta.twitter?.description).toBe(meta.description);
  });

  it('marks noindex pages noindex,nofollow', () => {
    const meta = pageMetadata({ title: 'x', path: '/concepts/printable/', noindex: true });
    expect(meta.robots).toEqual({ index: false, follow: false });
  });
});

describe('feed alternates', () => {
  it('announces the RSS feed on the blog index and on posts', () => {
    for (const path of ['/blog/', '/blog/2020-10-10-webpack-5-release/']) {
      expect(docMetadata('Blog', path).alternates?.types).toMatchObject({
        'application/rss+xml': [{ url: '/feed.xml', title: 'webpack blog' }],
      });
    }
  });

  it('announces only the Markdown twin on other pages', () => {
    expect(docMetadata('Output', '/configuration/output/').alternates?.types).toEqual({
      'text/markdown': [{ url: '/configuration/output/index.md', title: 'Output (Markdown)' }],
    });
  });
});
