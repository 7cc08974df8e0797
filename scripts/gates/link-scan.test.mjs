import { describe, expect, it } from 'vitest';
import { scanPage, srcsetUrls } from './link-scan.mjs';

describe('scanPage', () => {
  it('collects ids, <a name> targets and the url attributes of links, images and scripts', () => {
    const { ids, links } = scanPage(
      '<head><link rel="canonical" href="/a/"><link rel="dns-prefetch" href="//x.example"></head>' +
        '<h2 id="one">1</h2><a name="two" href="/b/?q=1&amp;r=2#one">b</a>' +
        '<img src="/i.png" srcset="/i.png 1x, /i@2.png 2x"><script src="/s.js"></script>',
    );
    expect([...ids]).toEqual(['one', 'two']);
    expect(links.map(({ element, attribute, url }) => `${element}[${attribute}] ${url}`)).toEqual([
      'link[href] /a/',
      'a[href] /b/?q=1&r=2#one',
      'img[src] /i.png',
      'img[srcset] /i.png',
      'img[srcset] /i@2.png',
      'script[src] /s.js',
    ]);
  });
});

describe('srcsetUrls', () => {
  it('splits candidates like the HTML standard, keeping commas inside data: urls', () => {
    expect(srcsetUrls('a.svg 1x, data:image/gif;base64,R0lGOD 2x')).toEqual([
      'a.svg',
      'data:image/gif;base64,R0lGOD',
    ]);
    expect(srcsetUrls('a.svg, b.svg 2x,c.svg')).toEqual(['a.svg', 'b.svg', 'c.svg']);
  });
});
