import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': resolve('./src/'),
      'contentlayer/generated': resolve('./.contentlayer/generated/index.mjs'),
    },
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,mjs}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/content/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup.ts'],
    // As in the real build (trailingSlash: true), so next/link keeps our trailing slashes.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    globals: true,
    testTimeout: 60_000,
  },
});
