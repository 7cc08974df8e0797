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

/** The cache of one content folder; `CHECK_CACHE=0` turns it off (a cold run). */
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

function checkInWorker(files) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER);
    worker.on('error', reject);
    worker.on('message', (message) => {
      if (message.ready) worker.postMessage({ files });
      else {
        resolve(message.results);
        void worker.terminate();
      }
    });
  });
}

/**
 * Runs every writer check on `contentDir` (files reported as `label/…`). Resolves the sorted
 * failures, the pages read, and how many pages and examples were checked afresh.
 */
export async function runChecks({
  contentDir = join(ROOT, 'content'),
  label = 'content',
  cache: useCache = process.env.CHECK_CACHE !== '0',
  threads = Math.min(2, availableParallelism()),
} = {}) {
  const version = checksVersion();
  const cache = readCache(cacheFile(contentDir), version, useCache);
  const checksLoaded = loadWriterChecks();
  const checks = await checksLoaded;
  const files = checks.listContentFiles(contentDir).map((contentPath) => {
    const raw = readFileSync(join(contentDir, contentPath), 'utf8');
    return { file: `${label}/${contentPath}`, contentPath, raw, hash: sha1(raw) };
  });

  const results = new Map();
  const pending = [];
  for (const file of files) {
    const cached = cache.pages[file.contentPath];
    if (cached?.hash === file.hash && cached.file === file.file)
      results.set(file.contentPath, cached);
    else pending.push(file);
  }
  const [own, ...others] = balance(pending, pending.length > 8 ? threads : 1);
  const fromWorkers = others.filter((group) => group.length).map(checkInWorker);
  for (const file of own ?? []) {
    results.set(file.contentPath, {
      contentPath: file.contentPath,
      ...(await checks.checkPageSource(file.file, file.contentPath, file.raw)),
    });
  }
  for (const result of (await Promise.all(fromWorkers)).flat())
    results.set(result.contentPath, result);

  const checked = files.map((file) => ({ ...results.get(file.contentPath), hash: file.hash }));
  const pages = checked.map((result) => result.page);
  const failures = checked.flatMap((result) => result.failures);
  failures.push(...checks.linkFailures(pages, pages, checks.knownRoutes(ROOT)));

  const examples = checks.pageExamples(pages);
  const keys = examples.map((example) => sha1(example.block.code));
  const fresh = examples.filter((_, index) => !cache.examples[keys[index]]);
  const evaluated = await checks.evaluateConfigExamples(fresh, threads, ROOT);
  const freshKeys = keys.filter((key) => !cache.examples[key]);
  evaluated.forEach((result, index) => {
    const { ok, line, error } = result;
    cache.examples[freshKeys[index]] = {
      ok,
      ...(line ? { line } : {}),
      ...(error ? { error } : {}),
    };
  });
  examples.forEach((example, index) => {
    const failure = checks.exampleFailure(example, { id: index, ...cache.examples[keys[index]] });
    if (failure) failures.push(failure);
  });

  cache.pages = Object.fromEntries(
    checked.map((result) => [result.contentPath, { ...result, file: result.page.file }]),
  );
  const used = new Set(keys);
  cache.examples = Object.fromEntries(
    Object.entries(cache.examples).filter(([key]) => used.has(key)),
  );
  if (useCache) writeCache(cacheFile(contentDir), cache);
  return {
    failures: checks.sortFailures(failures),
    format: checks.formatProblem,
    pages,
    checkedPages: pending.length,
    checkedExamples: fresh.length,
    examples: examples.length,
  };
}
