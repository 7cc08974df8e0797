import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import CheapestFirstSequencer, { cheapestFirst, type FileCost } from '../mutation-sequencer';
import mutationVitest from '../../vitest.mutation.config';

const order = (costs: Record<string, FileCost>) =>
  cheapestFirst(Object.keys(costs), (file) => costs[file]!);

describe('cheapest-first order of a mutant’s test files', () => {
  it('runs quick files before slow ones, whatever order they come in', () => {
    expect(
      order({
        'slow.test.ts': { failed: false, duration: 18_000, size: 10 },
        'quick.test.ts': { failed: false, duration: 40, size: 9_000 },
        'middle.test.ts': { failed: false, duration: 900, size: 50 },
      }),
    ).toEqual(['quick.test.ts', 'middle.test.ts', 'slow.test.ts']);
  });

  it('puts the file that failed last first: it killed the previous mutant', () => {
    expect(
      order({
        'quick.test.ts': { failed: false, duration: 10, size: 1 },
        'killer.test.ts': { failed: true, duration: 5_000, size: 1 },
      }),
    ).toEqual(['killer.test.ts', 'quick.test.ts']);
  });

  it('runs files with a known duration before unknown ones, and unknown ones smallest first', () => {
    expect(
      order({
        'big.test.ts': { failed: false, size: 8_000 },
        'timed.test.ts': { failed: false, duration: 30_000, size: 100 },
        'small.test.ts': { failed: false, size: 200 },
      }),
    ).toEqual(['timed.test.ts', 'small.test.ts', 'big.test.ts']);
  });
});

describe('CheapestFirstSequencer', () => {
  const spec = (file: string) =>
    ({ project: { name: 'unit' }, moduleId: `/repo/${file}` }) as unknown as TestSpecification;

  it('reads each file’s last duration and outcome from Vitest’s cache, keyed as Vitest keys it', async () => {
    const results: Record<string, { duration: number; failed: boolean }> = {
      'unit:src/a.test.ts': { duration: 5_000, failed: false },
      'unit:src/b.test.ts': { duration: 20, failed: false },
      'unit:tests/c.test.ts': { duration: 9_000, failed: true },
    };
    const ctx = {
      config: { root: '/repo' },
      cache: {
        getFileTestResults: (key: string) => results[key],
        getFileStats: () => ({ size: 1 }),
      },
    };
    const sequencer = new CheapestFirstSequencer(ctx as never);
    const sorted = await sequencer.sort(
      ['src/a.test.ts', 'src/b.test.ts', 'tests/c.test.ts'].map(spec),
    );
    expect(sorted.map((each) => each.moduleId)).toEqual([
      '/repo/tests/c.test.ts',
      '/repo/src/b.test.ts',
      '/repo/src/a.test.ts',
    ]);
  });

  it('is the order of the mutation runs', () => {
    expect(mutationVitest.test?.sequence?.sequencer).toBe(CheapestFirstSequencer);
  });
});
