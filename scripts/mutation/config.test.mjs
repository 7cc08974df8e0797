import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../stryker.config.mjs';
import mutationVitest from '../../vitest.mutation.config';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const workflow = readFileSync(
  new URL('../../.github/workflows/mutation.yml', import.meta.url),
  'utf8',
);

describe('mutation testing setup (StrykerJS)', () => {
  it('is `npm run mutation`, with the vitest runner, over src/lib, src/worker and scripts/ only', () => {
    expect(pkg.scripts.mutation).toBe('stryker run');
    expect(config.testRunner).toBe('vitest');
    expect(config.mutate).toEqual([
      'src/lib/**/*.ts',
      'src/lib/**/*.tsx',
      'src/worker/**/*.ts',
      'scripts/**/*.mjs',
      'scripts/**/*.ts',
      '!**/*.test.{ts,tsx,mjs}',
      '!**/*.d.ts',
      '!src/lib/markdown/rehype-worker-pool.ts',
      '!src/lib/markdown/rehype-worker.ts',
    ]);
    // 9.4 is the last line that runs on Node 20 (10.x needs Node 22).
    expect(pkg.devDependencies['@stryker-mutator/core']).toMatch(/^9\.4\./);
    expect(pkg.devDependencies['@stryker-mutator/vitest-runner']).toMatch(/^9\.4\./);
  });

  it('runs the unit suite without the content checks, which test content rather than code', () => {
    const include = mutationVitest.test?.include ?? [];
    expect(include.length).toBeGreaterThan(0);
    expect(include.some((glob) => glob.startsWith('tests/content/'))).toBe(false);
    expect(include).toContain('src/**/*.test.{ts,tsx}');
    // So is the relevance suite, a measurement of ranking over the real pages.
    expect(mutationVitest.test?.exclude).toContain('src/lib/search/relevance-suite.test.ts');
  });

  it('narrows to one target with MUTATION_TARGET, as each weekly job does', async () => {
    process.env.MUTATION_TARGET = 'src/lib/search';
    try {
      const { default: narrowed } = await import(`../../stryker.config.mjs?target=search`);
      expect(narrowed.mutate.filter((glob) => !glob.startsWith('!'))).toEqual([
        'src/lib/search/**/*.ts',
        'src/lib/search/**/*.tsx',
      ]);
    } finally {
      delete process.env.MUTATION_TARGET;
    }
  });

  it('runs weekly in its own workflow, a job per target, the scores added up, never in .ci/run', () => {
    expect(workflow).toMatch(/schedule:\n\s+- cron: '[^']+ \* \* 1'/);
    // The job list comes from scope.mjs, each job runs one target, the last adds them up.
    expect(workflow).toContain('node scripts/mutation/matrix.mjs');
    expect(workflow).toContain('matrix: ${{ fromJSON(needs.targets.outputs.matrix) }}');
    expect(workflow).toContain('MUTATION_TARGET: ${{ matrix.path }}');
    expect(workflow).toMatch(/score:\n\s+needs: mutation\n\s+if: always\(\)/);
    expect(workflow).toContain('node scripts/mutation/score.mjs reports/*/mutation.json');
    expect(workflow).toMatch(/timeout-minutes: \d+/);
    expect(readFileSync(new URL('../../.ci/run', import.meta.url), 'utf8')).not.toMatch(
      /mutation|stryker/,
    );
  });
});
