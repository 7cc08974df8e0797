// What StrykerJS mutates (stryker.config.mjs), and how the weekly run splits it into jobs: one
// per folder of src/lib (one per file in the folders named below), one for src/worker, one for
// scripts/. A single src/lib job needed hours longer than a runner allows;
// `MUTATION_TARGET=src/lib/site npm run mutation` runs one job's part.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The code under test: each root, its files, and whether its folders are separate jobs. */
export const MUTATION_ROOTS = [
  { path: 'src/lib', files: ['**/*.ts', '**/*.tsx'], perFolder: true },
  { path: 'src/worker', files: ['**/*.ts'] },
  { path: 'scripts', files: ['**/*.mjs', '**/*.ts'] },
];

/** Runs in worker threads, out of reach of StrykerJS's coverage and mutant switching. */
const IN_WORKER_THREADS = [
  'src/lib/markdown/rehype-worker-pool.ts',
  'src/lib/markdown/rehype-worker.ts',
];

export const MUTATION_EXCLUDES = [
  '!**/*.test.{ts,tsx,mjs}',
  '!**/*.d.ts',
  ...IN_WORKER_THREADS.map((file) => `!${file}`),
];

/**
 * Folders split into one job per file. Each of search's mutants runs the relevance suite over
 * the real pages (about 16 s; measured: 2 to 3 mutants a minute on two cores, so its 1,483
 * would outlast a runner); markdown is the largest folder (about 2,700 mutants).
 */
export const PER_FILE_FOLDERS = ['src/lib/search', 'src/lib/markdown'];

/** The source files of `folder` in scope (for PER_FILE_FOLDERS), sorted. */
function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => `${folder}/${entry.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .filter((file) => !IN_WORKER_THREADS.includes(file))
    .sort();
}

/** The jobs of a full run, in a stable order: `{ name, path }` (a folder or one file). */
export function mutationTargets(root = process.cwd()) {
  return MUTATION_ROOTS.flatMap(({ path, perFolder }) =>
    perFolder
      ? readdirSync(join(root, path), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${path}/${entry.name}`)
          .sort()
          .flatMap((folder) =>
            PER_FILE_FOLDERS.includes(folder) ? sourceFiles(root, folder) : [folder],
          )
      : [path],
  ).map((path) => ({ name: path.replace(/\.tsx?$/, '').replaceAll('/', '-'), path }));
}

/** StrykerJS's `mutate` list for one target path or a folder of them (everything without one). */
export function mutateFor(target, root = process.cwd()) {
  if (!target)
    return [
      ...MUTATION_ROOTS.flatMap(({ path, files }) => globs(path, files)),
      ...MUTATION_EXCLUDES,
    ];
  const known = mutationTargets(root).map(({ path }) => path);
  // A job's target, or a folder that holds some (all of a split folder, run by hand).
  if (!known.some((path) => path === target || path.startsWith(`${target}/`)))
    throw new Error(`MUTATION_TARGET "${target}" is not one of: ${known.join(', ')}`);
  if (/\.tsx?$/.test(target)) return [target, ...MUTATION_EXCLUDES];
  const { files } = MUTATION_ROOTS.find(
    ({ path }) => target === path || target.startsWith(`${path}/`),
  );
  return [...globs(target, files), ...MUTATION_EXCLUDES];
}

const globs = (path, files) => files.map((pattern) => `${path}/${pattern}`);
