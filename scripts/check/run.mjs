// The writer checks over a whole content folder, as fast as two cores allow: pages are checked
// on worker threads (each page alone: frontmatter, MDX compile, code blocks), then internal
// links and anchors across pages, and the webpack.config.js examples in evaluator processes.
// Results are cached by content hash (node_modules/.cache), so a second run re-checks only
// what changed; the cache is dropped whenever the checks' own code or the dependencies change.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadWriterChecks } from './load.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKER = fileURLToPath(new URL('./page-worker.mjs', import.meta.url));
const sha1 = (text) => createHash('sha1').update(text).digest('hex');

/**
 * The cache of one content folder. `CHECK_CACHE=0` starts cold: the cache is not read (and is
 * written afresh).
 */
export function cacheFile(contentDir) {
  return join(ROOT, `node_modules/.cache/webpack-docs/check-${sha1(contentDir).slice(0, 12)}.json`);
}

/** Every file whose change can change a check's verdict: the checks' code and the lockfile. */
function checksVersion() {
  const hash = createHash('sha1');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        hash.update(relative(ROOT, path)).update(readFileSync(path));
      }
    }
  };
  walk(join(ROOT, 'src/lib'));
  walk(join(ROOT, 'scripts/check'));
  walk(join(ROOT, 'scripts/content-checks'));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  return hash.digest('hex');
}

function readCache(file, version, enabled) {
  if (!enabled) return { version, pages: {}, examples: {} };
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8'));
    if (cache.version === version) return cache;
  } catch {
    // No cache yet, or an unreadable one: start afresh.
  }
  return { version, pages: {}, examples: {} };
}

function writeCache(file, cache) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(cache));
  renameSync(temporary, file);
}

/** Splits files into `count` groups of about the same total size (largest first). */
function balance(files, count) {
  const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const file of [...files].sort((a, b) => b.raw.length - a.raw.length)) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += file.raw.length;
  }
  return groups.map((group) => group.files);
}

/** A page-checking worker thread; it loads the checks as soon as it starts. */
function startWorker() {
  const worker = new Worker(WORKER);
  const ready = new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', resolve);
  });
  return {
    async check(files) {
      await ready;
      const results = new Promise((resolve) =>
        worker.once('message', (message) => resolve(message.results)),
      );
      worker.postMessage({ files });
      return results;
    },
    stop: () => void worker.terminate(),
  };
}

/** A content file as the checks read it. */
export function readContentFile(contentDir, label, contentPath) {
  const raw = readFileSync(join(contentDir, contentPath), 'utf8');
  return { file: `${label}/${contentPath}`, contentPath, raw, hash: sha1(raw) };
}

/**
 * Checks pages on their own: on this thread and on the given workers, about the same amount of
 * source each. `onGroup(results)` hears each thread's results as soon as they are in.
 */
export async function checkPages(checks, files, { workers = [], onGroup } = {}) {
  const [own, ...others] = balance(files, workers.length + 1);
  const hashes = new Map(files.map((file) => [file.contentPath, file.hash]));
  const withHashes = (results) => {
    const done = results.map((result) => ({ ...result, hash: hashes.get(result.contentPath) }));
    onGroup?.(done);
    return done;
  };
  const fromWorkers = others.map((group, index) =>
    group.length ? workers[index].check(group).then(withHashes) : [],
  );
  const results = [];
  for (const file of own) {
    const result = await checks.checkPageSource(file.file, file.contentPath, file.raw);
    results.push({ contentPath: file.contentPath, ...result });
  }
  return [...withHashes(results), ...(await Promise.all(fromWorkers)).flat()];
}

/** The cache key of a config example: what the evaluator runs (its code and its page's files). */
export const exampleKey = (example) => sha1(JSON.stringify([example.code, example.files ?? {}]));

/**
 * Evaluates the examples of checked pages that `verdicts` (code hash → result) does not know
 * yet, and adds their verdicts. Resolves how many were evaluated.
 */
export async function evaluateExamples(checks, results, verdicts, threads = 1) {
  const examples = checks.pageExamples(results);
  const fresh = new Map();
  for (const example of examples) {
    const key = exampleKey(example);
    if (!verdicts.has(key) && !fresh.has(key)) fresh.set(key, example);
  }
  const outcomes = await checks.evaluateConfigExamples([...fresh.values()], threads, ROOT);
  [...fresh.keys()].forEach((key, index) => {
    const { ok, line, error } = outcomes[index];
    verdicts.set(key, { ok, ...(line ? { line } : {}), ...(error ? { error } : {}) });
  });
  return fresh.size;
}

/**
 * Every failure of the content: each page's own, internal links across pages, and the config
 * examples whose verdict is known. Sorted.
 */
export function allFailures(checks, results, verdicts) {
  const pages = results.map((result) => result.page);
  const failures = results.flatMap((result) => result.failures);
  failures.push(...checks.linkFailures(pages, pages, checks.knownRoutes(ROOT)));
  for (const example of checks.pageExamples(results)) {
    const verdict = verdicts.get(exampleKey(example));
    const failure = verdict && checks.exampleFailure(example, { id: 0, ...verdict });
    if (failure) failures.push(failure);
  }
  return checks.sortFailures(failures);
}

/**
 * Runs every writer check on `contentDir` (files reported as `label/…`). Resolves the sorted
 * failures, the per-page results and example verdicts, and how much was checked afresh.
 */
export async function runChecks({
  contentDir = join(ROOT, 'content'),
  label = 'content',
  cache: useCache = process.env.CHECK_CACHE !== '0',
  threads = Math.min(2, availableParallelism()),
} = {}) {
  const file = cacheFile(contentDir);
  const cache = readCache(file, checksVersion(), useCache);
  const files = listFiles(contentDir).map((path) => readContentFile(contentDir, label, path));
  const known = new Map();
  const pending = [];
  for (const entry of files) {
    const cached = cache.pages[entry.contentPath];
    if (cached?.hash === entry.hash && cached.page.file === entry.file) {
      known.set(entry.contentPath, cached);
    } else pending.push(entry);
  }
  // Workers start loading the checks now, beside this thread; a handful of pages is not worth one.
  const workers = Array.from({ length: pending.length > 8 ? threads - 1 : 0 }, startWorker);
  const checks = await loadWriterChecks();
  const verdicts = new Map(Object.entries(cache.examples));
  // Each thread's examples are evaluated as soon as its pages are checked.
  const evaluations = [];
  try {
    const fresh = await checkPages(checks, pending, {
      workers,
      onGroup: (group) => evaluations.push(evaluateExamples(checks, group, verdicts)),
    });
    for (const result of fresh) known.set(result.contentPath, result);
  } finally {
    workers.forEach((worker) => worker.stop());
  }
  const results = files.map((entry) => known.get(entry.contentPath));
  const evaluated = (await Promise.all(evaluations)).reduce((sum, count) => sum + count, 0);
  const failures = allFailures(checks, results, verdicts);

  const used = new Set(checks.pageExamples(results).map(exampleKey));
  writeCache(file, {
    version: cache.version,
    pages: Object.fromEntries(results.map((result) => [result.contentPath, result])),
    examples: Object.fromEntries([...verdicts].filter(([key]) => used.has(key))),
  });
  return {
    checks,
    failures,
    results,
    verdicts,
    checkedPages: pending.length,
    checkedExamples: evaluated,
    examples: checks.pageExamples(results).length,
  };
}

/** Every `.md`/`.mdx` file under `dir`, relative to it with `/` separators, sorted. */
function listFiles(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(dir, path));
    else if (/\.mdx?$/.test(entry.name)) files.push(path);
  }
  return files.sort();
}
