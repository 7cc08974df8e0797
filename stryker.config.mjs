// StrykerJS (`npm run mutation`): plants small bugs in src/lib, src/worker and scripts/, one at a time, and reports each one no unit test notices. Weekly in CI (.github/workflows/mutation.yml), never in .ci/run: a full run takes hours on two cores. See docs/mutation-testing.md.

import { mutateFor } from './scripts/mutation/scope.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Everything in scope, one job's file (MUTATION_TARGET=src/lib/search/query.ts) or a folder by hand (scripts/mutation/scope.mjs).
  mutate: mutateFor(process.env.MUTATION_TARGET),
  // Each mutant runs only the tests that reach its code.
  coverageAnalysis: 'perTest',
  // Mutants in module-level code (constants, tables) would need every test per mutant.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run of the whole suite, instrumented, on a busy two-core machine.
  dryRunTimeoutMinutes: 60,
  // The sandbox copies the project; the build output is large and no unit test reads it.
  ignorePatterns: ['out', '.next', '.bench', '.reports', 'test-results', 'playwright-report'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.reports/mutation/index.html' },
  jsonReporter: { fileName: '.reports/mutation/mutation.json' },
  // The score is a figure to watch, not a gate: the weekly run reports it (target: 80 on src/lib).
  thresholds: { high: 80, low: 60, break: null },
};

export default config;
