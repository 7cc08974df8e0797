// serwist build configuration (used by scripts/build-sw.mjs): bundles src/worker/sw.ts into out/sw.js with the precache list.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { siteNumber } from './site-constant.mjs';

/** The export the worker is built for: out/, or another one (`SW_OUT_DIR`, set by build-sw.mjs). */
const OUT_DIR = resolve(
  fileURLToPath(new URL('..', import.meta.url)),
  process.env.SW_OUT_DIR || 'out',
);

/**
 * A precached file's url as pages request it: Next writes each path segment of a chunk url
 * through encodeURIComponent (`app/%5B...slug%5D/page-….js`), and the precache only answers
 * the exact url, so `[...slug]` as it is on disk would never match.
 */
export function precacheUrl(file) {
  const path = `/${file}`.replace(/\/index\.html$/, '/');
  return path.startsWith('/_next/') ? path.split('/').map(encodeURIComponent).join('/') : path;
}

/**
 * Whether the search index goes into the precache: only while it is small next to the first
 * visit's budget. A larger one (a much larger corpus) is warmed after the first visit instead,
 * so the install still fits the budget (build-sw.mjs lists it).
 */
export function precachesSearchIndex(outDir = OUT_DIR) {
  const file = join(outDir, 'search-index.json');
  if (!existsSync(file)) return false;
  const gzip = gzipSync(readFileSync(file)).length;
  return gzip <= siteNumber('SEARCH_INDEX_PRECACHE_MAX_KIB') * 1024;
}

/**
 * Precache = the app's code and styles, the offline page, the app shell, the reading-copy
 * template, the manifest, the search index when the build has one and the sidebar's anchors
 * (small, so sidebars expand offline too). Pages are not precached: their reading copies are
 * warmed at idle time (build-sw.mjs).
 * Legacy polyfills (`nomodule`) are never loaded by browsers that run service workers.
 */
const config = {
  swSrc: 'src/worker/sw.ts',
  swDest: join(OUT_DIR, 'sw.js'),
  globDirectory: OUT_DIR,
  globPatterns: [
    '_next/static/**/*.{js,css,woff2}',
    'offline/index.html',
    'app-shell/index.html',
    'offline-pages/template.html',
    'manifest.json',
    'favicon.svg',
    ...(precachesSearchIndex() ? ['search-index.json'] : []),
    'anchors/*.json',
  ],
  globIgnores: ['_next/static/chunks/polyfills-*.js', 'sw.js'],
  // The search index must be readable offline; it is one file of a few MB raw (its gzip
  // size is held to a budget by the search tests), above serwist's 2 MB default.
  maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
  // Hashed file names need no revision; everything else gets an md5 revision.
  dontCacheBustURLsMatching: /^_next\/static\//,
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        url: precacheUrl(entry.url),
      })),
      warnings: [],
    }),
  ],
  esbuildOptions: { legalComments: 'none' },
};

export default config;
