/**
 * Next.js configuration: a fully static export (`out/`) with trailing-slash urls, built with
 * webpack (`next build --webpack`). Content comes from `.contentlayer/generated` through the
 * tsconfig path alias; the content step runs before Next (see package.json).
 */

import { siteNumber } from './scripts/site-constant.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Headers cannot be set by a static export; `npm run serve` and the host send them.
  poweredByHeader: false,
  // webpack's runtime times out a chunk load after the specification's CHUNK_LOAD_TIMEOUT_MS.
  webpack(config, { isServer }) {
    if (!isServer) config.output.chunkLoadTimeout = siteNumber('CHUNK_LOAD_TIMEOUT_MS');
    return config;
  },
};

export default nextConfig;
