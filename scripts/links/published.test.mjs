import { describe, expect, it } from 'vitest';
import { scanPage } from '../gates/link-scan.mjs';
import { entryKey, parsePublished, publishedBy, serializePublished } from './published.mjs';

describe('published list', () => {
  it('reads url and url#id lines, skipping comments and blank lines', () => {
    expect(parsePublished('# note\n/a/\n\n/a/#b\n')).toEqual([
      { page: '/a/' },
      { page: '/a/', id: 'b' },
    ]);
  });

  it('writes a sorted list without repeats under its header', () => {
    const text = serializePublished([{ page: '/b/' }, { page: '/a/', id: 'x' }, { page: '/b/' }]);
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(['/a/#x', '/b/', '']);
    expect(parsePublished(text).map(entryKey)).toEqual(['/a/#x', '/b/']);
  });

  it('publishes pages and their heading ids; not aliases, fallback pages, printable anchors or files', () => {
    const page = scanPage(
      '<h1>T</h1><h2 id="a"><span id="old" data-anchor-alias=""></span>A</h2><p id="p">x</p>',
    );
    const pages = [
      { path: '/guide/', scan: page },
      { path: '/old/', scan: page },
      { path: '/guides/printable/', scan: page },
      { path: '/404.html', scan: page },
    ];
    expect(publishedBy(pages, (path) => path === '/old/').map(entryKey)).toEqual([
      '/guide/',
      '/guide/#a',
      '/guides/printable/',
    ]);
  });
});
