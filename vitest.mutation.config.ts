// The unit suite as StrykerJS runs it (stryker.config.mjs): the content checks (tests/content)
// read and build every page, so they stay out of each mutant's run (they test content, not
// code), and tests and async waits get more time, as instrumented code runs slower.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: (base.test?.include ?? []).filter((glob) => !glob.startsWith('tests/content/')),
    // The worker pool's test bundles and runs the whole pipeline in threads (see stryker.config.mjs).
    exclude: [
      ...(base.test?.exclude ?? configDefaults.exclude),
      'src/lib/markdown/rehype-worker-pool.test.ts',
    ],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), './tests/setup-mutation.ts'],
    testTimeout: 300_000,
  },
});
