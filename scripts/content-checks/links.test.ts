import { describe, expect, it } from 'vitest';
import { checkLinks, type KnownRoutes } from './links';
import type { ContentPage, Link } from './reader';

function page(url: string, anchors: string[], links: Array<[string, number]> = []): ContentPage {
  return {
    file: `content${url.replace(/\/$/, '')}.mdx`,
    contentPath: `${url.slice(1, -1)}.mdx`,
    url,
    section: url.split('/')[1]!,
    slug: url.split('/').at(-2)!,
    frontmatter: {},
    codeBlocks: [],
    links: links.map(([linkUrl, line]): Link => ({ url: linkUrl, line, kind: 'markdown' })),
    anchors,
    words: 0,
    sections: [],
  };
}

const routes: KnownRoutes = {
  pages: new Set(['/', '/configuration/printable/', '/app-shell/']),
  files: new Set(['/favicon.svg', '/feed.xml']),
};

describe('checkLinks', () => {
  it('accepts pages, anchors, known routes, public files and external urls', () => {
    const pages = [
      page('/configuration/output/', ['outputfilename']),
      page(
        '/guides/caching/',
        ['intro'],
        [
          ['/configuration/output/', 1],
          ['/configuration/output/#outputfilename', 2],
          ['#intro', 3],
          ['/', 4],
          ['/configuration/printable/', 5],
          ['/favicon.svg', 6],
          ['/feed.xml', 7],
          ['https://github.com/webpack/webpack', 8],
          ['mailto:someone@example.com', 9],
          ['/configuration/output/?x=1#outputfilename', 10],
        ],
      ),
    ];
    expect(checkLinks(pages, routes)).toEqual([]);
  });

  it('reports each kind of broken link with file and line', () => {
    const pages = [
      page('/configuration/output/', ['outputfilename']),
      page(
        '/guides/caching/',
        ['intro'],
        [
          ['/configuration/outptu/', 1],
          ['/configuration/output/#outputfilenam', 2],
          ['#nope', 3],
          ['../configuration/output/', 4],
          ['/configuration/output', 5],
          ['/favicon.svg#x', 6],
          ['/app-shell/#x', 7],
          ['https://webpack.js.org/configuration/output/', 8],
        ],
      ),
    ];
    expect(checkLinks(pages, routes).map((f) => `${f.file}:${f.line}: ${f.reason}`)).toEqual([
      'content/guides/caching.mdx:1: link "/configuration/outptu/": no page or file at /configuration/outptu/',
      'content/guides/caching.mdx:2: link "/configuration/output/#outputfilenam": /configuration/output/ has no heading with id "outputfilenam"',
      'content/guides/caching.mdx:3: link "#nope": this page has no heading with id "nope"',
      'content/guides/caching.mdx:4: relative link "../configuration/output/": write a site path starting with /',
      'content/guides/caching.mdx:5: link "/configuration/output": site paths end with a slash (/configuration/output/)',
      'content/guides/caching.mdx:6: link "/favicon.svg#x": a file has no anchors',
      'content/guides/caching.mdx:7: link "/app-shell/#x": anchors on /app-shell/ cannot be checked',
      'content/guides/caching.mdx:8: link "https://webpack.js.org/configuration/output/" points at this site: write the site path instead',
    ]);
  });
});
