// serwist build configuration (used by scripts/build-sw.mjs): bundles src/worker/sw.ts into out/sw.js with the precache list.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { siteNumber } from './site-constant.mjs';

const INDEX_FILE = new URL('../out/search-index.json', import.meta.url);

/**
 * Whether the search index goes into the precache: only while it is small next to the first
 * visit's budget. A larger one (a much larger corpus) is warmed after the first visit instead,
 * so the install still fits the budget (build-sw.mjs lists it).
 */
export function precachesSearchIndex() {
  if (!existsSync(INDEX_FILE)) return false;
  const gzip = gzipSync(readFileSync(INDEX_FILE)).length;
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
  swDest: 'out/sw.js',
  globDirectory: 'out',
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
        url: `/${entry.url}`.replace(/\/index\.html$/, '/'),
      })),
      warnings: [],
    }),
  ],
  esbuildOptions: { legalComments: 'none' },
};

export default config;
