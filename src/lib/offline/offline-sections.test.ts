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
    [999_949, '999.9 KB'],
    // Would round to "1000.0 KB": the next unit reads better.
    [999_950, '1.0 MB'],
    [999_960, '1.0 MB'],
    [4_500_000, '4.5 MB'],
    [1_234_567_890, '1.2 GB'],
    [999_950_000_000, '1.0 TB'],
    [1_500_000_000_000, '1.5 TB'],
    // Terabytes are the largest unit.
    [2_000_000_000_000_000, '2000.0 TB'],
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
  const good = {
    id: 'api',
    title: 'API',
    urls: ['/api/'],
    pages: 1,
    bytes: 3,
    files: [
      ['/api/', 2, 'r'],
      ['/api/index.txt', 1],
    ],
  };
  it.each([
    ['null', null],
    ['no sections', {}],
    ['sections not a list', { sections: 'api' }],
  ])('reads %s as no sections', (_, data) =>
    expect(parseSectionManifest(data)).toEqual({ sections: [] }),
  );
  it.each([
    ['a null entry', null],
    ['a missing id', { ...good, id: undefined }],
    ['a numeric id', { ...good, id: 7 }],
    ['missing bytes', { ...good, bytes: undefined }],
    ['bytes as text', { ...good, bytes: '3' }],
    ['files not a list', { ...good, files: '/api/' }],
    ['a file not a pair', { ...good, files: [good.files[0], '/api/index.txt'] }],
    ['a file path not text', { ...good, files: [good.files[0], [1, 1]] }],
    ['a file size not a number', { ...good, files: [good.files[0], ['/api/index.txt', '1']] }],
  ])('drops a section with %s, keeping the others', (_, bad) => {
    expect(parseSectionManifest({ sections: [bad, good] })).toEqual({ sections: [good] });
  });
});
