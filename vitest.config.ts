import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The unit and component tests: each file in its own module graph (they mock modules). */
export const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  'tests/unit/**/*.test.{ts,tsx}',
];

/** The content checks: they read every page of content/ and mock nothing. */
export const CONTENT_TESTS = ['tests/content/**/*.test.ts'];

export default defineConfig({
  resolve: {
    alias: {
      '@/': resolve('./src/'),
      'contentlayer/generated': resolve('./.contentlayer/generated/index.mjs'),
    },
  },
  test: {
    setupFiles: ['./tests/setup.ts'],
    // As in the real build (trailingSlash: true), so next/link keeps our trailing slashes.
    env: { __NEXT_TRAILING_SLASH: 'true' },
    globals: true,
    testTimeout: 60_000,
    // One worker per core. Vitest's default leaves one core to its main process, which sits
    // idle: on two cores that ran the suite on one.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'unit', include: UNIT_TESTS } },
      // Not isolated: the content files share one worker's modules, so the pages are read and
      // the checkers imported once per worker instead of once per file (81 s to 30 s).
      { extends: true, test: { name: 'content', include: CONTENT_TESTS, isolate: false } },
    ],
  },
});
