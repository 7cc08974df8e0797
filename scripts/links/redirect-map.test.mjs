import { describe, expect, it } from 'vitest';
import { landing, loadRedirects, parseRedirects } from './redirect-map.mjs';

const parse = (redirects) => parseRedirects({ redirects }, 'redirects.json');

describe('redirect map', () => {
  it('reads entries into a map of old url to target and reason', () => {
    const map = parse({ '/get-started/': { to: '/guides/getting-started/', why: 'first steps' } });
    expect([...map]).toEqual([
      ['/get-started/', { to: '/guides/getting-started/', why: 'first steps' }],
    ]);
  });

  it('names the file, the old url and the reason of every bad entry at once', () => {
    const error = (() => {
      try {
        parse({
          '/no-slash': { to: '/a/', why: 'x' },
          '/chain/': { to: '/middle/', why: 'x' },
          '/middle/': { to: '/end/', why: 'x' },
          '/elsewhere/': { to: 'https://example.com/page/', why: 'x' },
          '/unexplained/': { to: '/a/' },
          '/self/': { to: '/self/#top', why: 'x' },
          '/no-target/': { why: 'x' },
        });
      } catch (caught) {
        return caught.message.split('\n');
      }
      return [];
    })();
    expect(error).toEqual([
      'redirects.json: "/no-slash": the old url must be a plain path with a trailing slash',
      'redirects.json: "/elsewhere/": "to" may only leave the site for https://v4.webpack.js.org',
      'redirects.json: "/unexplained/": "why" must say why this target',
      'redirects.json: "/no-target/": "to" must be a site path or a version-4 url',
      'redirects.json: "/chain/": "/middle/" is itself redirected; point at the final page',
      'redirects.json: "/self/": redirects to itself',
    ]);
  });

  it('keeps the old fragment unless the target names its own, as a browser does', () => {
    const map = parse({
      '/old/': { to: '/new/', why: 'x' },
      '/split/': { to: '/guide/#section', why: 'x' },
      '/v4/': { to: 'https://v4.webpack.js.org/loaders/x/', why: 'x' },
    });
    expect(landing(map, '/old/', 'a')).toEqual({ path: '/new/', hash: 'a', redirected: true });
    expect(landing(map, '/split/', 'a')).toEqual({
      path: '/guide/',
      hash: 'section',
      redirected: true,
    });
    expect(landing(map, '/v4/', 'a')).toEqual({
      external: 'https://v4.webpack.js.org/loaders/x/',
      redirected: true,
    });
    expect(landing(map, '/stays/', 'a')).toEqual({ path: '/stays/', hash: 'a', redirected: false });
  });

  it('accepts the project data file: reviewed entries with reasons, no chains', () => {
    const map = loadRedirects();
    expect(map.get('/get-started/')?.to).toBe('/guides/getting-started/');
    expect(map.get('/concepts/mode/')?.to).toBe('/configuration/mode/');
    for (const [, { why }] of map) expect(why.length).toBeGreaterThan(5);
  });
});
