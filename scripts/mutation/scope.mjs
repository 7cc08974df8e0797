// What StrykerJS mutates (stryker.config.mjs), and how the weekly run splits it into jobs: one
// per file of src/lib, one for src/worker, one for scripts/. Measured on two cores, a mutant
// costs from well under a second to over a minute (the tests that reach it build real pages or
// the search index), so even one folder of src/lib could outlast a runner's six hours.
// `MUTATION_TARGET=src/lib/site npm run mutation` runs a folder by hand, a file name one job.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The code under test: each root, its files, and whether each file is a job of its own. */
export const MUTATION_ROOTS = [
  { path: 'src/lib', files: ['**/*.ts', '**/*.tsx'], perFile: true },
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

/** The source files of `folder` in scope, sorted. */
function sourceFiles(root, folder) {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((entry) => `${folder}/${entry.replaceAll('\\', '/')}`)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .filter((file) => !IN_WORKER_THREADS.includes(file))
    .sort();
}

/** The jobs of a full run, in a stable order: `{ name, path }` (one file, or a root). */
export function mutationTargets(root = process.cwd()) {
  return MUTATION_ROOTS.flatMap(({ path, perFile }) =>
    perFile ? sourceFiles(root, path) : [path],
  ).map((path) => ({ name: path.replace(/\.tsx?$/, '').replaceAll('/', '-'), path }));
}

/** The folder a target of a per-file root is totalled under (`src/lib/search`), if any. */
export function targetFolder(path) {
  const root = MUTATION_ROOTS.find((each) => each.perFile && path.startsWith(`${each.path}/`));
  const rest = root && path.slice(root.path.length + 1).split('/');
  return rest && rest.length > 1 ? `${root.path}/${rest[0]}` : undefined;
}

/** StrykerJS's `mutate` list for one target path or a folder of them (everything without one). */
export function mutateFor(target, root = process.cwd()) {
  if (!target)
    return [
      ...MUTATION_ROOTS.flatMap(({ path, files }) => globs(path, files)),
      ...MUTATION_EXCLUDES,
    ];
  const known = mutationTargets(root).map(({ path }) => path);
  // A job's target, or a folder that holds some (run by hand).
  if (!known.some((path) => path === target || path.startsWith(`${target}/`))) {
    const places = [...new Set(known.map((path) => targetFolder(path) ?? path))];
    throw new Error(
      `MUTATION_TARGET "${target}" is not a file or folder in scope: ${places.join(', ')}, or a file in one`,
    );
  }
  if (/\.tsx?$/.test(target)) return [target, ...MUTATION_EXCLUDES];
  const { files } = MUTATION_ROOTS.find(
    ({ path }) => target === path || target.startsWith(`${path}/`),
  );
  return [...globs(target, files), ...MUTATION_EXCLUDES];
}

const globs = (path, files) => files.map((pattern) => `${path}/${pattern}`);
