import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { splitTestFiles } from './tests/vitest-projects';

const resolve = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The unit and component tests. */
export const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.{ts,mjs}',
  'tests/unit/**/*.test.{ts,tsx}',
];

/** The content checks: they read every page of content/ and mock nothing. */
export const CONTENT_TESTS = ['tests/content/**/*.test.ts'];

/** The unit test files, split by whether they need module isolation (DOM, mocks, stubs). */
const unit = splitTestFiles(resolve('.'), ['src', 'scripts', 'tests/unit']);

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
    // Hooks that build fixtures wait as long as tests do on a busy machine.
    hookTimeout: 60_000,
    // One worker per core. Vitest's default leaves one core to its main process, which sits
    // idle: on two cores that ran the suite on one.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'isolated', include: unit.isolated } },
      // Files that mock nothing share one worker's modules: the pages are read and the
      // libraries imported once per worker instead of once per file (CPU time of those files
      // 226 s to 128 s, of the content checks 97 s to 53 s).
      {
        extends: true,
        test: { name: 'shared', include: [...unit.shared, ...CONTENT_TESTS], isolate: false },
      },
    ],
  },
});
