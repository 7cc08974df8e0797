import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../stryker.config.mjs';
import mutationVitest from '../vitest.mutation.config';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const workflow = readFileSync(
  new URL('../.github/workflows/mutation.yml', import.meta.url),
  'utf8',
);

describe('mutation testing setup (StrykerJS)', () => {
  it('is `npm run mutation`, with the vitest runner, over src/lib, src/worker and scripts/ only', () => {
    expect(pkg.scripts.mutation).toBe('stryker run');
    expect(config.testRunner).toBe('vitest');
    expect(config.mutate).toEqual([
      'src/lib/**/*.{ts,tsx}',
      'src/worker/**/*.ts',
      'scripts/**/*.{mjs,ts}',
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
  });

  it('runs weekly in its own workflow, one job per folder, never in .ci/run', () => {
    expect(workflow).toMatch(/schedule:\n\s+- cron: '[^']+ \* \* 1'/);
    for (const folder of ['src/lib/', 'src/worker/', 'scripts/'])
      expect(workflow).toContain(`'${folder}**/`);
    expect(readFileSync(new URL('../.ci/run', import.meta.url), 'utf8')).not.toMatch(
      /mutation|stryker/,
    );
  });
});
