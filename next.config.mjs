/**
 * Next.js configuration: a fully static export (`out/`) with trailing-slash urls, built with
 * webpack (`next build --webpack`). Content comes from `.contentlayer/generated` through the
 * tsconfig path alias; the content step runs before Next (see package.json).
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './scripts/bundle-ts.mjs';
import { HoldForContent } from './scripts/hold-for-content.mjs';
import { siteNumber } from './scripts/site-constant.mjs';

const { CONTENT_READY_ENV, CONTENT_WAIT_MS } = await loadTs('src/lib/contracts/content-ready.ts');

/**
 * Short CSS-module class names in production (`c` + 6 hash characters instead of
 * `file_class__hash`): the class maps ship inside the client chunks of every page.
 */
function shortLocalIdent(context, _template, className) {
  const file = relative(context.rootContext, context.resourcePath).replace(/\\/g, '/');
  const hash = createHash('sha1').update(`${file}#${className}`).digest('base64url');
  return `c${hash.replace(/[-_]/g, 'x').slice(0, 6)}`;
}

/** Applies `shortLocalIdent` to every css-loader that builds CSS modules. */
function shortenCssModuleNames(rules) {
  for (const rule of rules ?? []) {
    if (!rule || typeof rule !== 'object') continue;
    shortenCssModuleNames(rule.oneOf);
    shortenCssModuleNames(rule.rules);
    for (const use of Array.isArray(rule.use) ? rule.use : []) {
      const modules = use?.options?.modules;
      if (String(use?.loader).includes('css-loader') && modules && typeof modules === 'object') {
        modules.getLocalIdent = shortLocalIdent;
      }
    }
  }
}

/**
 * Drops Next's per-page file tracing from the production server compile. The plugin traces each
 * page's modules through node_modules and hands its chunks to the server trace after the build,
 * where every one is parsed again: files only a deployed server would read, about 3 s of a core
 * per build (tests/unit/build-traces.test.ts).
 */
function withoutPageTraces(plugins) {
  return plugins.filter((plugin) => plugin?.constructor?.name !== 'TraceEntryPointsPlugin');
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Headers cannot be set by a static export; `npm run serve` and the host send them.
  poweredByHeader: false,
  // Only `next dev` would compress (the host compresses the export): there it spent more time
  // gzipping the large development payloads of a refresh than rendering them.
  compress: false,
  // `npm test` type-checks (tsc --noEmit) before it builds; a second check inside
  // `next build` only costs build time.
  typescript: { ignoreBuildErrors: true },
  // `next dev` refuses its own dev resources (the HMR socket, chunks) to any other host than
  // localhost; writers also open http://127.0.0.1:3000.
  allowedDevOrigins: ['127.0.0.1'],
  // Every core renders pages (Next defaults to cores - 1 workers).
  experimental: { cpus: availableParallelism() },
  // Pages queue behind the search index and the printable sections in the same render worker;
  // on a busy two-core machine Next's 60 s per page ran out and failed a sound build.
  staticPageGenerationTimeout: 300,
  // A static export deploys no server, so the files a server would need are never used; tracing
  // them through node_modules cost about 15 s of a core per build (tests/unit/build-traces.test.ts).
  // The per-page traces go too (`withoutPageTraces`).
  outputFileTracingExcludes: { '*': ['**/*'] },
  // The pages render once, at build time, in Node, which loads these packages from node_modules:
  // compiling them into every server layer only cost build time (simple-icons alone is a 5 MB
  // module; about 3 s of a core per cold build). The list is what the server code imports
  // (tests/unit/server-externals.test.ts); shiki and mdx-bundler are on Next's own list.
  serverExternalPackages: [
    'github-slugger',
    'gray-matter',
    'hast-util-to-string',
    'mdast-util-to-string',
    'minisearch',
    'remark-gfm',
    'remark-mdx',
    'remark-parse',
    'simple-icons',
    'unified',
    'unist-util-visit',
    'zod',
  ],
  webpack(config, { dev, isServer }) {
    if (!dev) shortenCssModuleNames(config.module?.rules);
    if (isServer && !dev) config.plugins = withoutPageTraces(config.plugins ?? []);
    // `npm run build` (scripts/build.mjs): the render workers start after the content step.
    const contentReady = process.env[CONTENT_READY_ENV];
    if (!isServer && !dev && contentReady) {
      config.plugins.push(new HoldForContent(contentReady, { timeoutMs: CONTENT_WAIT_MS }));
    }
    // webpack's runtime times out a chunk load after the specification's CHUNK_LOAD_TIMEOUT_MS.
    if (!isServer) config.output.chunkLoadTimeout = siteNumber('CHUNK_LOAD_TIMEOUT_MS');
    // The Content-Security-Policy forbids eval: drop the eval probe of DocSearch's bundled zod.
    config.module?.rules?.push({
      test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/,
      loader: fileURLToPath(new URL('./scripts/csp/no-eval-probe-loader.cjs', import.meta.url)),
    });
    return config;
  },
};

export default nextConfig;
