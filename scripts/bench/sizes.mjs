// Byte figures of a static export: first-load JS/CSS (gzip) of a page, and the size of out/.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Path of the exported HTML file for a site path. */
export function htmlFileOf(outDir, path) {
  return join(outDir, path, path.endsWith('.html') ? '' : 'index.html');
}

/**
 * Urls of the scripts and stylesheets an exported HTML page references. `nomodule` scripts
 * (legacy polyfills) are left out: browsers that run modules never download them.
 */
export function referencedAssets(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\ssrc="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1],
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Gzip size in bytes of a file. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file)).length;
}

/** First-load JavaScript and CSS of a page, in gzip bytes, from the files its HTML references. */
export function firstLoad(outDir, path) {
  const html = readFileSync(htmlFileOf(outDir, path), 'utf8');
  const { scripts, styles } = referencedAssets(html);
  const sum = (urls) =>
    urls
      .filter((url) => url.startsWith('/'))
      .reduce(
        (total, url) => total + gzipBytes(join(outDir, decodeURIComponent(url.split('?')[0]))),
        0,
      );
  // Our own client code (layout and route chunks); the rest is React and the Next runtime.
  const app = scripts.filter((url) => url.includes('/chunks/app/'));
  return {
    js: sum(scripts),
    appJs: sum(app),
    css: sum(styles),
    html: gzipSync(html).length,
    scripts: scripts.length,
  };
}

/** Total bytes and file count of a folder. */
export function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files += 1;
  }
  return { bytes, files };
}

/** The docs page with the largest exported HTML (printable pages and the home page excluded). */
export function heaviestPage(outDir, urls) {
  return urls
    .map((url) => ({ url, bytes: statSync(htmlFileOf(outDir, url)).size }))
    .sort((a, b) => b.bytes - a.bytes)[0]?.url;
}

/** Kibibytes with one decimal. */
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
