// What StrykerJS mutates (stryker.config.mjs), and how the weekly run splits it into jobs: one
// per folder of src/lib, one for src/worker, one for scripts/. A single src/lib job needed
// hours longer than a runner allows; `MUTATION_TARGET=src/lib/search npm run mutation` runs one.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The code under test: each root, its files, and whether its folders are separate jobs. */
export const MUTATION_ROOTS = [
  { path: 'src/lib', files: ['**/*.ts', '**/*.tsx'], perFolder: true },
  { path: 'src/worker', files: ['**/*.ts'] },
  { path: 'scripts', files: ['**/*.mjs', '**/*.ts'] },
];

export const MUTATION_EXCLUDES = [
  '!**/*.test.{ts,tsx,mjs}',
  '!**/*.d.ts',
  // Runs in worker threads, out of reach of StrykerJS's coverage and mutant switching.
  '!src/lib/markdown/rehype-worker-pool.ts',
  '!src/lib/markdown/rehype-worker.ts',
];

/** The jobs of a full run, in a stable order: `{ name, path }`. */
export function mutationTargets(root = process.cwd()) {
  return MUTATION_ROOTS.flatMap(({ path, perFolder }) =>
    perFolder
      ? readdirSync(join(root, path), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
          .sort()
          .map((folder) => `${path}/${folder}`)
      : [path],
  ).map((path) => ({ name: path.replaceAll('/', '-'), path }));
}

/** StrykerJS's `mutate` list for one target path (or for everything without one). */
export function mutateFor(target, root = process.cwd()) {
  if (!target)
    return [
      ...MUTATION_ROOTS.flatMap(({ path, files }) => globs(path, files)),
      ...MUTATION_EXCLUDES,
    ];
  const known = mutationTargets(root).map(({ path }) => path);
  if (!known.includes(target))
    throw new Error(`MUTATION_TARGET "${target}" is not one of: ${known.join(', ')}`);
  const { files } = MUTATION_ROOTS.find(
    ({ path }) => target === path || target.startsWith(`${path}/`),
  );
  return [...globs(target, files), ...MUTATION_EXCLUDES];
}

const globs = (path, files) => files.map((pattern) => `${path}/${pattern}`);
