// Whether Contentlayer's own cache may serve this build. Its cache is keyed by each document's
// text and the config file alone: it misses a change to a plugin the config imports, to a
// package, to the glossary or configuration pages other pages link into, to the git history a
// page's dates come from, or to the environment. So `npm run build` keeps it only while a digest
// of all of those is the one the last successful content step recorded, and the cache files are
// as that step left them (another Contentlayer run, `npm run dev` say, may have refilled them
// from other inputs). Our code counts as the modules the config and the rehype worker import,
// as esbuild resolves them: an edit to a component or a stylesheet leaves the cache warm.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { buildSync } from 'esbuild';

/** Environment variables the content step reads. */
const ENV = ['CONTENT_DIR', 'NEXT_PUBLIC_SITE_URL', 'SITE_URL', 'NODE_ENV'];

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function gitHead(root) {
  try {
    const options = { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
    return execFileSync('git', ['rev-parse', 'HEAD'], options).trim();
  } catch {
    return 'no git';
  }
}

/** Entry points of the content step's code: the config, and the worker that runs the rehype plugins. */
const CODE_ENTRIES = ['contentlayer.config.ts', 'src/lib/markdown/rehype-worker.ts'];

/**
 * Our source files the content step's code imports (packages aside; the lockfile stands for
 * them). Should esbuild fail to follow the imports, every file under src/, as a safe superset.
 */
export function contentCodeFiles(root) {
  try {
    const { metafile } = buildSync({
      entryPoints: CODE_ENTRIES.map((entry) => join(root, entry)).filter(existsSync),
      absWorkingDir: root,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      outdir: join(root, 'node_modules', '.cache', 'content-inputs'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    return Object.keys(metafile.inputs)
      .map((file) => join(root, file))
      .sort();
  } catch {
    return filesUnder(join(root, 'src'));
  }
}

/** The digest of every input of the content step besides each document's own text. */
export function contentInputs(root, env = process.env) {
  const contentDir = join(root, env.CONTENT_DIR ?? 'content');
  const hash = createHash('sha256');
  hash.update(`${JSON.stringify(ENV.map((name) => env[name] ?? null))}\n${gitHead(root)}\n`);
  const files = [
    join(root, 'contentlayer.config.ts'),
    join(root, 'package-lock.json'),
    join(contentDir, 'glossary.mdx'),
    ...filesUnder(join(contentDir, 'configuration')),
    ...contentCodeFiles(root),
  ];
  for (const file of files) {
    hash.update(`${relative(root, file)}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Contentlayer's cache files as they stand: name, size and modification time of each. */
export function contentCacheState(root) {
  return filesUnder(join(root, '.contentlayer', '.cache'))
    .map((file) => {
      const { size, mtimeMs } = statSync(file);
      return `${file} ${size} ${mtimeMs}`;
    })
    .join('\n');
}

/** Where the last successful content step recorded its inputs and the cache it left. */
const recordFile = (root) => join(root, '.contentlayer', 'content-inputs');

/** Whether the last successful content step ran on these inputs and left the cache as it is. */
export function contentCacheValid(root, inputs) {
  const file = recordFile(root);
  return existsSync(file) && readFileSync(file, 'utf8') === `${inputs}\n${contentCacheState(root)}`;
}

/** Forgets the record while a content step runs: a failed run must not vouch for the cache. */
export function forgetContentInputs(root) {
  rmSync(recordFile(root), { force: true });
}

/** Records a successful content step's inputs and the cache it left. */
export function recordContentInputs(root, inputs) {
  mkdirSync(join(root, '.contentlayer'), { recursive: true });
  writeFileSync(recordFile(root), `${inputs}\n${contentCacheState(root)}`);
}
