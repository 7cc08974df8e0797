// The unit suite as StrykerJS runs it (stryker.config.mjs): the content checks (tests/content)
// read and build every page, so they stay out of each mutant's run (they test content, not
// code), and tests and async waits get more time, as instrumented code runs slower.
import { configDefaults, defineConfig } from 'vitest/config';
import CheapestFirstSequencer from './tests/mutation-sequencer';
import base, { UNIT_TESTS } from './vitest.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project, the unit tests: StrykerJS runs the files that reach each mutant.
    projects: undefined,
    include: UNIT_TESTS,
    exclude: [
      ...(base.test?.exclude ?? configDefaults.exclude),
      // The worker pool's test bundles and runs the whole pipeline in threads (see stryker.config.mjs).
      'src/lib/markdown/rehype-worker-pool.test.ts',
      // The relevance suite measures ranking over the real pages, hundreds of queries (about
      // 16 s): every search mutant ran it, 2 to 3 mutants a minute. relevance.test.ts, query,
      // ranking and terms tests stay.
      'src/lib/search/relevance-suite.test.ts',
    ],
    setupFiles: [...[base.test?.setupFiles ?? []].flat(), './tests/setup-mutation.ts'],
    testTimeout: 300_000,
    // A mutant's files run cheapest first, so a quick test that kills it spares the slow ones.
    sequence: { ...base.test?.sequence, sequencer: CheapestFirstSequencer },
  },
});
