import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_ROOTS, mutateFor, mutationTargets } from './scope.mjs';

// The matcher StrykerJS itself uses for `mutate`, so the test reads the globs as it does.
const stryker = createRequire(import.meta.url).resolve('@stryker-mutator/core');
const { minimatch } = createRequire(stryker)('minimatch');

/** Whether StrykerJS mutates `file` under `patterns`: in order, `!` patterns take files out. */
const mutates = (file, patterns) =>
  patterns.reduce(
    (selected, pattern) =>
      pattern.startsWith('!')
        ? selected && !minimatch(file, pattern.slice(1), { dot: true })
        : selected || minimatch(file, pattern, { dot: true }),
    false,
  );

const files = MUTATION_ROOTS.flatMap(({ path }) =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);

describe('mutation scope and targets', () => {
  it('gives each folder of src/lib its own job, then src/worker and scripts/', () => {
    const folders = readdirSync('src/lib', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/lib/${entry.name}`);
    const targets = mutationTargets();
    expect(targets.map(({ path }) => path)).toEqual([...folders.sort(), 'src/worker', 'scripts']);
    expect(targets).toContainEqual({ name: 'src-lib-markdown', path: 'src/lib/markdown' });
    expect(new Set(targets.map(({ name }) => name)).size).toBe(targets.length);
  });

  it('splits the whole scope into targets that each file of it is in exactly once', () => {
    const inScope = files.filter((file) => mutates(file, mutateFor(undefined)));
    expect(inScope).toContain('src/lib/search/query.ts');
    expect(inScope).toContain('scripts/mutation/score.mjs');
    expect(inScope).not.toContain('scripts/mutation/score.test.mjs');
    expect(inScope).not.toContain('src/lib/markdown/rehype-worker.ts');
    for (const file of files) {
      const owners = mutationTargets().filter(({ path }) => mutates(file, mutateFor(path)));
      expect([file, owners.length]).toEqual([file, inScope.includes(file) ? 1 : 0]);
    }
  });

  it('prints the targets as the job matrix of the weekly workflow', () => {
    const matrix = JSON.parse(
      execFileSync('node', ['scripts/mutation/matrix.mjs'], { encoding: 'utf8' }),
    );
    expect(matrix).toEqual({ include: mutationTargets() });
  });

  it('names the known targets when asked for one that is not', () => {
    expect(() => mutateFor('src/lib/nowhere')).toThrow(
      /MUTATION_TARGET "src\/lib\/nowhere" is not one of: .*src\/lib\/markdown.*scripts/,
    );
  });
});
