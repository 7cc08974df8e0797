// Draws one social card as a PNG: an SVG of the page title and section in the site's colours, rasterised by resvg. Text is laid out here from Inter's glyph outlines (parsed once, each glyph's path cached), so resvg loads no font per image: that font loading was most of the cost.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

/** Bump when the drawing changes, so cached images are redrawn. */
export const TEMPLATE_VERSION = 2;

/** Inter (SIL OFL 1.1) as TrueType, the only format both opentype.js and this layout need. */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

function loadFont(file) {
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** The logo as a nested <svg> placed at x, y with the given size. */
function placeLogo(svg, x, y, size) {
  const inner = svg
    .replace(/<\?xml[^>]*>/, '')
    .replace(/<title[^>]*>[\s\S]*?<\/title>/, '')
    .replace(
      /<svg\b[^>]*viewBox="([^"]+)"[^>]*>/,
      `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="$1">`,
    );
  return inner.trim();
}

/** Advance width of a text at size 1 (kerning included), for fitting. */
function measure(font, text) {
  let pen = 0;
  let previous = null;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) pen += font.getKerningValue(previous, glyph);
    pen += glyph.advanceWidth;
    previous = glyph;
  }
  return pen / font.unitsPerEm;
}

/**
 * A function that draws text as glyph paths from (x, baseline y) at `size`, each outline
 * cached per font for the renderer's lifetime.
 */
function glyphWriter(fonts) {
  const glyphs = new Map();
  return (fontName, value, x, y, size, fill) => {
    const font = fonts[fontName];
    const scale = size / font.unitsPerEm;
    let pen = 0;
    let previous = null;
    let paths = '';
    for (const char of value) {
      const glyph = font.charToGlyph(char);
      if (previous) pen += font.getKerningValue(previous, glyph);
      const id = `${fontName}:${glyph.index}`;
      let d = glyphs.get(id);
      if (d === undefined) {
        // Outline in font units with y pointing down, as SVG expects.
        d = glyph.getPath(0, 0, font.unitsPerEm).toPathData(0);
        glyphs.set(id, d);
      }
      if (d) {
        paths += `<path transform="translate(${(x + pen * scale).toFixed(1)} ${y}) scale(${scale.toFixed(5)})" d="${d}"/>`;
      }
      pen += glyph.advanceWidth;
      previous = glyph;
    }
    return `<g fill="${fill}">${paths}</g>`;
  };
}

/** The SVG of one card (`section`, title `lines`) drawn with `text` on `template`. */
function cardSvg({ section, lines }, { template, fonts, text, logo }) {
  const { width, height, colors } = template;
  const left = 80;
  const maxWidth = width - 2 * left;
  // 76 px when the lines fit, smaller when the widest line would overflow.
  const widest = Math.max(...lines.map((line) => measure(fonts.bold, line)), 1);
  const size = Math.min(76, Math.floor(maxWidth / widest));
  const lineHeight = Math.round(size * 1.18);
  const top = 200 + Math.round((300 - lines.length * lineHeight) / 2) + size;
  const brand = text('bold', 'webpack', 196, 130, 44, colors.text);
  const brandWidth = measure(fonts.bold, 'webpack') * 44;
  const label = section
    ? text('regular', `/ ${section}`, 196 + brandWidth + 16, 130, 44, colors.accent)
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
    `<rect y="${height - 14}" width="${width / 2}" height="14" fill="${colors.accent}"/>`,
    `<rect x="${width / 2}" y="${height - 14}" width="${width / 2}" height="14" fill="${colors.accentDark}"/>`,
    logo,
    brand,
    label,
    ...lines.map((line, i) => text('bold', line, left, top + i * lineHeight, size, colors.text)),
    text('regular', template.host, left, height - 62, 30, colors.muted),
    `</svg>`,
  ].join('');
}

/**
 * A renderer bound to a template (size, colours, host, logo path). Fonts are parsed once per
 * renderer; reuse one renderer for every card of a build.
 */
export function createCardRenderer(template, { root = process.cwd() } = {}) {
  const fonts = { regular: loadFont(FONT_FILES.regular), bold: loadFont(FONT_FILES.bold) };
  const drawing = {
    template,
    fonts,
    text: glyphWriter(fonts),
    logo: placeLogo(readFileSync(`${root}/${template.logo}`, 'utf8'), 80, 72, 88),
  };

  /** The card's SVG. */
  const svg = (card) => cardSvg(card, drawing);

  /** The card as PNG bytes. */
  const render = (card) => {
    const image = new Resvg(svg(card), {
      fitTo: { mode: 'original' },
      font: { loadSystemFonts: false },
    }).render();
    return image.asPng();
  };

  return { svg, render };
}
