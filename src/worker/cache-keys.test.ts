import { CACHES, isOutdatedCache, isRscPath, pageKey, rscKey } from './cache-keys';

describe('cache keys', () => {
  it('keys pages by origin and path with a trailing slash, without query or hash', () => {
    expect(pageKey('https://x.org/concepts/?utm=1#top')).toBe('https://x.org/concepts/');
    expect(pageKey('https://x.org/concepts')).toBe('https://x.org/concepts/');
    expect(pageKey('https://x.org/manifest.json')).toBe('https://x.org/manifest.json');
    // A dot in an earlier segment does not make the page a file.
    expect(pageKey('https://x.org/v5.x/guides')).toBe('https://x.org/v5.x/guides/');
  });
  it('recognises RSC payloads of the static export and drops their _rsc query', () => {
    expect(isRscPath('/concepts/index.txt')).toBe(true);
    expect(isRscPath('/concepts/__next.$c$slug.__PAGE__.txt')).toBe(true);
    expect(isRscPath('/__next._tree.txt')).toBe(true);
    expect(isRscPath('/robots.txt')).toBe(false);
    expect(isRscPath('/concepts/index.txt.gz')).toBe(false);
    expect(rscKey('https://x.org/concepts/index.txt?_rsc=abc')).toBe(
      'https://x.org/concepts/index.txt',
    );
  });
  it('calls only our own, non-current, non-precache caches outdated', () => {
    expect(isOutdatedCache(CACHES.pages)).toBe(false);
    expect(isOutdatedCache('webpack-docs-pages-v0')).toBe(true);
    expect(isOutdatedCache('webpack-docs-precache-v2-https://x.org/')).toBe(false);
    expect(isOutdatedCache('someone-else')).toBe(false);
  });
});
