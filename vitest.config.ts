import { availableParallelism } from 'node:os';
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
    // One worker per core. Vitest's default leaves one core to its main process, which sits
    // idle: on two cores that ran the suite on one.
    maxWorkers: availableParallelism(),
  },
});
