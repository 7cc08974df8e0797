import { createCardRenderer } from './card-renderer.mjs';
import { inflateSync } from 'node:zlib';
import { encodePng, pngSize } from './png.mjs';

const template = {
  width: 1200,
  height: 630,
  colors: {
    background: '#2B3A42',
    accent: '#8DD6F9',
    accentDark: '#1C78C0',
    text: '#FFFFFF',
    muted: '#C7D4DB',
  },
  logo: 'public/branding/icon-square.svg',
  host: 'webpack.js.org',
};
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

describe('encodePng', () => {
  /** Decodes what encodePng writes (RGB, Sub filter) back to RGB pixels. */
  function decode(png) {
    const idat = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      if (png.toString('latin1', at + 4, at + 8) === 'IDAT') {
        idat.push(png.subarray(at + 8, at + 8 + length));
      }
      at += 12 + length;
    }
    const { width, height } = pngSize(png);
    const raw = inflateSync(Buffer.concat(idat));
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      const row = y * (width * 3 + 1);
      expect(raw[row]).toBe(1);
      for (let i = 0; i < width * 3; i++) {
        const left = i >= 3 ? rgb[y * width * 3 + i - 3] : 0;
        rgb[y * width * 3 + i] = (raw[row + 1 + i] + left) & 255;
      }
    }
    return rgb;
  }

  it('writes opaque pixels that read back exactly', () => {
    const rgba = Buffer.from([255, 0, 0, 255, 0, 128, 255, 255, 7, 7, 7, 255, 43, 58, 66, 255]);
    const png = encodePng(rgba, 2, 2);
    expect(pngSize(png)).toEqual({ width: 2, height: 2 });
    expect([...decode(png)]).toEqual([255, 0, 0, 0, 128, 255, 7, 7, 7, 43, 58, 66]);
  });
});
