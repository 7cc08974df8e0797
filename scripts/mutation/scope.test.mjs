import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MUTATION_ROOTS, mutateFor, mutationTargets, targetFolder } from './scope.mjs';

// The matcher StrykerJS itself uses for `mutate`, so the test reads the globs as it does.
const stryker = createRequire(import.meta.url).resolve('@stryker-mutator/core');
const { Minimatch } = createRequire(stryker)('minimatch');

/**
 * A matcher for a `mutate` list as StrykerJS reads it: in order, `!` patterns take files out.
 * Patterns are compiled once: the partition test asks hundreds of files of every target.
 */
function matcher(patterns) {
  const compiled = patterns.map((pattern) => ({
    out: pattern.startsWith('!'),
    glob: new Minimatch(pattern.replace(/^!/, ''), { dot: true }),
  }));
  return (file) =>
    compiled.reduce(
      (selected, { out, glob }) =>
        out ? selected && !glob.match(file) : selected || glob.match(file),
      false,
    );
}

const files = MUTATION_ROOTS.flatMap(({ path }) =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);

describe('mutation scope and targets', () => {
  it('gives each source file of src/lib its own job, then src/worker and scripts/', () => {
    const targets = mutationTargets();
    const paths = targets.map(({ path }) => path);
    expect(paths.slice(-2)).toEqual(['src/worker', 'scripts']);
    expect(paths.filter((path) => !path.startsWith('src/lib/'))).toEqual(['src/worker', 'scripts']);
    expect(targets).toContainEqual({
      name: 'src-lib-search-query',
      path: 'src/lib/search/query.ts',
    });
    expect(targets).toContainEqual({
      name: 'src-lib-markdown-glossary-term-matcher',
      path: 'src/lib/markdown/glossary/term-matcher.ts',
    });
    expect(paths).not.toContain('src/lib/markdown/rehype-worker.ts');
    expect(paths.filter((path) => /\.(test|d)\./.test(path))).toEqual([]);
    expect(new Set(targets.map(({ name }) => name)).size).toBe(targets.length);
  });

  it('totals each file under its folder of src/lib', () => {
    expect(targetFolder('src/lib/search/query.ts')).toBe('src/lib/search');
    expect(targetFolder('src/lib/markdown/glossary/term-matcher.ts')).toBe('src/lib/markdown');
    expect(targetFolder('src/worker')).toBeUndefined();
    expect(targetFolder('scripts')).toBeUndefined();
  });

  it('runs one file alone, or a whole folder by hand', () => {
    const includes = (target) => mutateFor(target).filter((glob) => !glob.startsWith('!'));
    expect(includes('src/lib/search/query.ts')).toEqual(['src/lib/search/query.ts']);
    expect(includes('src/lib/search')).toEqual([
      'src/lib/search/**/*.ts',
      'src/lib/search/**/*.tsx',
    ]);
  });

  it('splits the whole scope into targets that each file of it is in exactly once', () => {
    const inScope = files.filter(matcher(mutateFor(undefined)));
    expect(inScope).toContain('src/lib/search/query.ts');
    expect(inScope).toContain('scripts/mutation/score.mjs');
    expect(inScope).not.toContain('scripts/mutation/score.test.mjs');
    expect(inScope).not.toContain('src/lib/markdown/rehype-worker.ts');
    const targets = mutationTargets().map(({ path }) => matcher(mutateFor(path)));
    const owners = files.map((file) => [file, targets.filter((mutates) => mutates(file)).length]);
    expect(owners).toEqual(files.map((file) => [file, inScope.includes(file) ? 1 : 0]));
  });

  it('prints the targets as the job matrix of the weekly workflow', () => {
    const matrix = JSON.parse(
      execFileSync('node', ['scripts/mutation/matrix.mjs'], { encoding: 'utf8' }),
    );
    expect(matrix).toEqual({ include: mutationTargets() });
  });

  it('names the known targets when asked for one that is not', () => {
    expect(() => mutateFor('src/lib/nowhere')).toThrow(
      /MUTATION_TARGET "src\/lib\/nowhere" is not a file or folder in scope: src\/lib\/cache, .*src\/lib\/markdown, .*src\/worker, scripts, or a file in one$/,
    );
  });
});
