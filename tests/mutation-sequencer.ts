// Test file order for mutation runs (vitest.mutation.config.ts). StrykerJS runs a mutant's test
// files one after another and stops at the first failure, but Vitest's own order puts the
// slowest file first (best for a full run on many threads). Here the file that failed last
// comes first (it killed the previous mutant, likely a neighbour), then the cheapest: a mutant a
// quick test kills never waits on a test that builds real pages.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export type FileCost = { failed: boolean; duration?: number; size: number };

/** Orders files by what they cost: failed last time, then known duration, then source size. */
export function cheapestFirst<T>(files: T[], cost: (file: T) => FileCost): T[] {
  const keyed = files.map((file) => ({ file, cost: cost(file) }));
  return keyed
    .sort((a, b) => {
      if (a.cost.failed !== b.cost.failed) return a.cost.failed ? -1 : 1;
      const aKnown = a.cost.duration !== undefined;
      const bKnown = b.cost.duration !== undefined;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      if (aKnown && bKnown) return a.cost.duration! - b.cost.duration!;
      return a.cost.size - b.cost.size;
    })
    .map(({ file }) => file);
}

export default class CheapestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    return cheapestFirst(files, (spec) => {
      const key = `${spec.project.name}:${relative(config.root, spec.moduleId)}`;
      const result = cache.getFileTestResults(key);
      return {
        failed: result?.failed ?? false,
        duration: result?.duration,
        size: cache.getFileStats(key)?.size ?? Number.POSITIVE_INFINITY,
      };
    });
  }
}
