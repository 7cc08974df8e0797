import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPromises, figuresLine, reach, siteFromScans } from './link-promises.mjs';
import { checkLinks } from './links.mjs';

const outDir = fileURLToPath(new URL('../../tests/fixtures/link-promises/site', import.meta.url));
const site = siteFromScans(checkLinks(outDir, { siteOrigin: 'https://docs.example' }).scans);
const redirects = new Map([
  ['/moved/', { to: '/guide/', why: 'x' }],
  ['/no-fallback/', { to: '/guide/', why: 'x' }],
  ['/split/', { to: '/guide/#gone', why: 'x' }],
]);
const promises = {
  printed: [
    { url: 'https://webpack.js.org/guide#old-heading', sources: ['webpack/lib/A.js'] },
    { url: 'https://webpack.js.org/moved/#new-heading', sources: ['webpack/lib/B.js'] },
    { url: 'https://webpack.js.org/guide/#gone', sources: ['webpack-dev-server/lib/options.json'] },
  ],
  legacy: {
    pages: {
      '/guide/': ['new-heading', 'old-heading', 'old-top', 'missing'],
      '/printable/': ['x'],
    },
    redirects: { '/moved/': '/guide/', '/no-fallback/': '/guide/' },
  },
  redirects,
  aliases: new Map([
    [
      '/guide/',
      new Map([
        ['old-heading', 'new-heading'],
        ['old-top', null],
        ['stale', 'removed-heading'],
        ['dup', 'other'],
        ['unrendered', 'other'],
      ]),
    ],
    ['/gone-page/', new Map([['a', 'b']])],
  ]),
  published: [
    { page: '/' },
    { page: '/', id: 'intro' },
    { page: '/gone/' },
    { page: '/guide/', id: 'vanished' },
  ],
};

describe('link promises (the link gate, section 1)', () => {
  const result = checkPromises(site, promises);

  it('counts the three figures: printed links, old urls, old anchors (printable pages aside)', () => {
    expect(result.figures).toEqual({
      printed: { ok: 2, total: 3 },
      oldUrls: { ok: 2, total: 4 },
      oldAnchors: { ok: 3, total: 4 },
    });
    expect(figuresLine(result.figures)).toBe(
      'links webpack prints resolved 2/3; old urls answering 2/4; old anchors surviving 3/4',
    );
  });

  it('reports each broken promise with what to do about it', () => {
    expect(result.problems).toEqual([
      'https://webpack.js.org/guide/#gone (printed by webpack-dev-server/lib/options.json): no #gone on /guide/: add an alias to the heading of the same meaning in src/data/links/anchor-aliases.json (`npm run links:aliases` proposes one; review it)',
      'old url /printable/: no page at /printable/ and no redirect for it: add a redirect to the nearest page on the same subject in src/data/links/redirects.json',
      'old url /no-fallback/: no fallback page at /no-fallback/ for hosts without redirects',
      'old anchor /guide/#missing: no #missing on /guide/: add an alias to the heading of the same meaning in src/data/links/anchor-aliases.json (`npm run links:aliases` proposes one; review it)',
      'src/data/links/anchor-aliases.json: /guide/ #stale points at #removed-heading, a heading no longer on the page: point it at the nearest heading of the same meaning (null for the page title)',
      'src/data/links/anchor-aliases.json: /guide/ #dup is now a real id of the page: remove the alias',
      "src/data/links/anchor-aliases.json: /guide/ #unrendered is not in the page's HTML (aliases sit in a body heading or the page title)",
      'src/data/links/anchor-aliases.json: /gone-page/ is not a page: move its aliases to where it lands',
      'published /gone/ is gone: no page at /gone/ and no redirect for it: add a redirect to the nearest page on the same subject in src/data/links/redirects.json',
      'published /guide/#vanished is gone: no #vanished on /guide/: add an alias to the heading of the same meaning in src/data/links/anchor-aliases.json (`npm run links:aliases` proposes one; review it)',
    ]);
  });

  it('lists what the build publishes that the committed list lacks: pages and heading ids, never fallback pages or aliases', () => {
    expect(result.unrecorded.map(({ page, id }) => (id ? `${page}#${id}` : page)).sort()).toEqual([
      '/#home',
      '/guide/',
      '/guide/#new-heading',
      '/guide/#other',
    ]);
  });

  it('follows a redirect and lets its target fragment win; a missing slash is added as hosts do', () => {
    expect(reach(site, redirects, '/moved/', 'other')).toEqual({ ok: true });
    expect(reach(site, redirects, '/guide', 'new-heading')).toEqual({ ok: true });
    expect(reach(site, redirects, '/split/', 'new-heading').ok).toBe(false);
  });

  it('passes a site that keeps all its promises', () => {
    const kept = checkPromises(site, {
      printed: promises.printed.slice(0, 2),
      legacy: {
        pages: { '/guide/': ['old-heading', 'old-top'] },
        redirects: { '/moved/': '/guide/' },
      },
      redirects: new Map([['/moved/', { to: '/guide/', why: 'x' }]]),
      aliases: new Map([
        [
          '/guide/',
          new Map([
            ['old-heading', 'new-heading'],
            ['old-top', null],
          ]),
        ],
      ]),
      published: [{ page: '/' }, { page: '/', id: 'intro' }],
    });
    expect(kept.problems).toEqual([]);
    expect(figuresLine(kept.figures)).toBe(
      'links webpack prints resolved 2/2; old urls answering 2/2; old anchors surviving 2/2',
    );
  });
});
