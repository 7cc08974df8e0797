import { CACHES } from '../../worker/cache-keys';
import { cacheSlot, formatBytes, parseSectionManifest, saveableSection } from './offline-sections';

describe('which urls belong to a saveable section', () => {
  it.each([
    ['/concepts/', 'concepts'],
    ['/configuration/output/', 'configuration'],
    ['/api/compiler-hooks/', 'api'],
    ['/contribute/writers-guide/', 'contribute'],
  ])('%s → %s', (path, section) => expect(saveableSection(path)).toBe(section));

  it.each([
    '/',
    '/blog/',
    '/blog/2020-10-10-webpack-5-release/',
    '/glossary/',
    '/concepts/printable/',
  ])('%s belongs to none', (path) => expect(saveableSection(path)).toBeNull());
});

describe('where a file of a section is cached', () => {
  const origin = 'https://example.org';
  it('stores pages in the pages cache under the page key', () => {
    expect(cacheSlot(origin, '/concepts/targets/')).toEqual({
      cache: CACHES.pages,
      key: 'https://example.org/concepts/targets/',
    });
  });
  it('stores RSC payloads in the RSC cache under their path', () => {
    for (const file of ['index.txt', '__next._tree.txt', '__next.$c$slug.__PAGE__.txt']) {
      expect(cacheSlot(origin, `/concepts/targets/${file}`)).toEqual({
        cache: CACHES.rsc,
        key: `https://example.org/concepts/targets/${file}`,
      });
    }
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 KB'],
    [12_345, '12.3 KB'],
    [999_960, '1.0 MB'],
    [4_500_000, '4.5 MB'],
    [1_234_567_890, '1.2 GB'],
    [-1, '0 B'],
    [Number.NaN, '0 B'],
  ])('%d bytes read %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('parseSectionManifest', () => {
  it('keeps well-formed sections', () => {
    const section = {
      id: 'api',
      title: 'API',
      urls: ['/api/'],
      pages: 1,
      bytes: 3,
      files: [['/api/', 3, 'r']],
    };
    expect(parseSectionManifest({ sections: [section] })).toEqual({ sections: [section] });
  });
  it('drops anything malformed', () => {
    expect(parseSectionManifest(null)).toEqual({ sections: [] });
    expect(parseSectionManifest({ sections: [{ id: 'api', bytes: 1, files: [[1, 2]] }] })).toEqual({
      sections: [],
    });
  });
});
