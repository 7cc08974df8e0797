// Renders public/ icons (72–512 px, maskable) and the social card from our SVG cube with Chromium; run when the logo changes.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const publicDir = new URL('../public/', import.meta.url);
const cube = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();

async function render(html, width, height, file) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  await page.screenshot({ path: new URL(file, publicDir).pathname, omitBackground: true });
}

for (const size of SIZES) {
  const svg = cube.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await render(svg, size, size, `icons/icon-${size}.png`);
}
// Maskable: the cube inside the safe zone (80 %) on the theme colour.
await render(
  `<div style="width:512px;height:512px;background:#2B3A42;display:grid;place-items:center">${cube.replace('<svg ', '<svg width="320" height="320" ')}</div>`,
  512,
  512,
  'icons/maskable-512.png',
);
await render(
  `<div style="width:1200px;height:630px;background:#2B3A42;color:#fff;display:flex;align-items:center;justify-content:center;gap:48px;font:700 96px system-ui,sans-serif">${cube.replace('<svg ', '<svg width="240" height="240" ')}<span>webpack</span></div>`,
  1200,
  630,
  'og-image.png',
);
await browser.close();
console.log('icons written to public/icons and public/og-image.png');
