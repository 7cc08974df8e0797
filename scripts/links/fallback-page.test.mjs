import { describe, expect, it } from 'vitest';
import { scanPage } from '../gates/link-scan.mjs';
import { fallbackPage, hashCarryingScript } from './fallback-page.mjs';
import { netlifyRedirects, serveRedirects, vercelRedirects } from './host-redirects.mjs';

describe('fallback page of an old url', () => {
  const html = fallbackPage({
    to: '/guides/getting-started/',
    title: 'Getting Started',
    canonical: 'https://webpack.js.org/guides/getting-started/',
  });

  it('moves on without JavaScript (meta refresh in noscript), names the new page and links to it', () => {
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="0; url=/guides/getting-started/"></noscript>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://webpack.js.org/guides/getting-started/">',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Moved: Getting Started | webpack</title>');
    const { links } = scanPage(html);
    expect(links.map((link) => link.url)).toContain('/guides/getting-started/');
  });

  it('carries the #hash with a one-line script, unless the target names its own fragment', () => {
    expect(hashCarryingScript('/a/')).toBe('location.replace("/a/"+location.hash)');
    expect(hashCarryingScript('/a/#b')).toBe('location.replace("/a/#b")');
    expect(html).toContain(
      '<script>location.replace("/guides/getting-started/"+location.hash)</script>',
    );
  });

  it('escapes what it writes into HTML and script', () => {
    const tricky = fallbackPage({ to: '/a/</script>/', title: '<b>&', canonical: 'x' });
    expect(tricky).toContain('location.replace("/a/\\u003c/script>/"+location.hash)');
    expect(tricky).toContain('&lt;b&gt;&amp;');
  });
});

describe('host redirects', () => {
  const redirects = new Map([
    ['/get-started/', { to: '/guides/getting-started/', why: 'x' }],
    ['/loaders/raw-loader/', { to: 'https://v4.webpack.js.org/loaders/raw-loader/', why: 'x' }],
  ]);

  it('Netlify `_redirects`: forced 301s, so the fallback page never shadows them', () => {
    expect(netlifyRedirects(redirects).split('\n').slice(1)).toEqual([
      '/get-started/ /guides/getting-started/ 301!',
      '/loaders/raw-loader/ https://v4.webpack.js.org/loaders/raw-loader/ 301!',
      '',
    ]);
  });

  it('Vercel: permanent redirects from the slashed path, which Vercel matches after adding the slash', () => {
    expect(vercelRedirects(redirects)[0]).toEqual({
      source: '/get-started/',
      destination: '/guides/getting-started/',
      permanent: true,
    });
  });

  it('serve-handler: sources without the trailing slash, as it matches them', () => {
    expect(serveRedirects(redirects)[0]).toEqual({
      source: '/get-started',
      destination: '/guides/getting-started/',
      type: 301,
    });
  });
});
