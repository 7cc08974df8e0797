import { createCardRenderer } from './card-renderer.mjs';
import { pngSize } from './png-size.mjs';
import { TEST_TEMPLATE as template } from './test-template.mjs';

const renderer = createCardRenderer(template);

describe('the social card renderer', () => {
  it('draws a 1200x630 PNG', () => {
    const png = renderer.render({ section: 'Concepts', lines: ['Hot Module Replacement'] });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it('draws the title and section as glyph outlines in the brand colours', () => {
    const svg = renderer.svg({ section: 'Guides', lines: ['Code Splitting'] });
    expect(svg).toContain('fill="#2B3A42"');
    expect(svg).toContain('<g fill="#8DD6F9">');
    expect(svg).not.toContain('<text');
    // One path per visible glyph: "Code Splitting" has 13 letters.
    const title = svg.split('<g fill="#FFFFFF">')[2].split('</g>')[0];
    expect(title.match(/<path /g)).toHaveLength(13);
  });

  it('differs between two titles', () => {
    const a = renderer.render({ section: 'API', lines: ['Loader Interface'] });
    const b = renderer.render({ section: 'API', lines: ['Plugin API'] });
    expect(a.equals(b)).toBe(false);
  });

  it('shrinks a line too wide for the card', () => {
    const size = (line) =>
      Number(
        /scale\(([\d.]+)\)/.exec(
          renderer.svg({ section: '', lines: [line] }).split('<g fill="#FFFFFF">')[2],
        )[1],
      );
    expect(size('WWWWWWWWWWWWWWWWWWWWWWWWWWWW')).toBeLessThan(size('Short'));
  });
});

describe('pngSize', () => {
  it('reads the IHDR and refuses what is not a PNG', () => {
    expect(pngSize(Buffer.from('GIF89a not a png at all, really'))).toBeNull();
  });
});
