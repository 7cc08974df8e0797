// The writer checks over a whole content folder, as fast as two cores allow: pages are checked
// on this thread and a worker thread (each page alone: frontmatter, MDX compile, code blocks),
// each page's webpack.config.js examples go to the evaluator process as soon as the page is
// checked, then internal links and anchors are checked across pages.
// Results are cached by content hash (node_modules/.cache), so a second run re-checks only
// what changed; the cache is dropped whenever the checks' own code or the dependencies change.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startConfigEvaluator } from './config-evaluator.mjs';
import { bundleWriterChecks, loadWriterChecks } from './load.mjs';

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
  // The since badges of the reference come from this data (src/lib/releases).
  walk(join(ROOT, 'src/data/releases'));
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

/** A TypeScript block, or a `syntaxes` block (whose TypeScript variant is compiled). */
const NEEDS_TYPESCRIPT = /^\s*```(?:(?:ts|tsx|jsx|typescript)\b|[^\n]*\bsyntaxes\b)/m;
/** Loading TypeScript costs about as much as checking this much page source. */
const TYPESCRIPT_COST = 140_000;

/**
 * Splits files into `count` groups of about the same work (largest first). Pages that need
 * TypeScript go together to the last group, so only one thread loads it.
 */
export function balance(files, count) {
  const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  const typescript = files.filter((file) => NEEDS_TYPESCRIPT.test(file.raw));
  if (typescript.length) {
    const last = groups[count - 1];
    last.files.push(...typescript);
    last.size = TYPESCRIPT_COST + typescript.reduce((sum, file) => sum + file.raw.length, 0);
  }
  const others = files.filter((file) => !typescript.includes(file));
  for (const file of others.sort((a, b) => b.raw.length - a.raw.length)) {
    const lightest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.files.push(file);
    lightest.size += file.raw.length;
  }
  return groups.map((group) => group.files);
}

/**
 * A page-checking worker thread; it loads the checks (the `bundle` made by load.mjs) as soon as
 * it starts. `check(files, onPage)` hears each page's result as soon as it is in.
 */
function startWorker(bundle) {
  const worker = new Worker(WORKER, { workerData: { bundle } });
  const failed = new Promise((_, reject) => worker.once('error', reject));
  return {
    check(files, onPage) {
      const results = [];
      const done = new Promise((resolve) => {
        worker.on('message', (message) => {
          if (message.result) {
            results.push(message.result);
            onPage(message.result);
          }
          if (message.done) resolve(results);
        });
      });
      worker.postMessage({ files });
      return Promise.race([done, failed]);
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
 * source each. `onPage(result)` hears each page's result as soon as it is in.
 */
export async function checkPages(checks, files, { workers = [], onPage } = {}) {
  const [own, ...others] = balance(files, workers.length + 1);
  const hashes = new Map(files.map((file) => [file.contentPath, file.hash]));
  const results = [];
  const add = (result) => {
    const done = { ...result, hash: hashes.get(result.contentPath) };
    results.push(done);
    onPage?.(done);
  };
  const fromWorkers = others.map((group, index) =>
    group.length ? workers[index].check(group, add) : [],
  );
  for (const file of own) {
    add({
      contentPath: file.contentPath,
      ...(await checks.checkPageSource(file.file, file.contentPath, file.raw)),
    });
    // Lets the workers' results in between pages, so their examples are evaluated meanwhile.
    if (workers.length) await new Promise((resolve) => setImmediate(resolve));
  }
  await Promise.all(fromWorkers);
  return results;
}

/** The cache key of a config example: what the evaluator runs (its code and its page's files). */
export const exampleKey = (example) => sha1(JSON.stringify([example.code, example.files ?? {}]));

/**
 * Hands the examples of checked pages that `verdicts` (example key → result) does not know yet,
 * or knows only as timed out, nor `evaluating` (keys already handed over), to the evaluator
 * (config-evaluator.mjs), and adds their verdicts. Resolves how many were evaluated.
 */
export async function evaluateExamples(
  evaluator,
  checks,
  results,
  verdicts,
  evaluating = new Set(),
) {
  const fresh = new Map();
  for (const example of checks.pageExamples(results)) {
    const key = exampleKey(example);
    // A timeout says the machine was busy as much as the example was slow: try it again.
    const known = verdicts.has(key) && !verdicts.get(key).timedOut;
    if (!known && !evaluating.has(key) && !fresh.has(key)) fresh.set(key, example);
  }
  for (const key of fresh.keys()) evaluating.add(key);
  const outcomes = await evaluator.evaluate([...fresh.values()]);
  [...fresh.keys()].forEach((key, index) => {
    // The evaluator's answer, already without empty fields, is the verdict but for its id.
    const verdict = { ...outcomes[index] };
    delete verdict.id;
    verdicts.set(key, verdict);
    evaluating.delete(key);
  });
  return fresh.size;
}

/**
 * The verdicts the cache keeps: those of examples still on a page (`used` keys), except timed
 * out ones, which are reported but evaluated again by the next run.
 */
export function keptVerdicts(verdicts, used) {
  return Object.fromEntries(
    [...verdicts].filter(([key, verdict]) => used.has(key) && !verdict.timedOut),
  );
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
 * failures, the per-page results and example verdicts, and how much was checked afresh. Config
 * examples go to `evaluator` when given (it stays open), else to one started for this run.
 */
export async function runChecks({
  contentDir = join(ROOT, 'content'),
  label = 'content',
  cache: useCache = process.env.CHECK_CACHE !== '0',
  threads = Math.min(2, availableParallelism()),
  evaluator: given,
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
  // Pages to check mean examples to evaluate, most likely: the evaluator starts loading webpack
  // now, beside the threads that load the checks. Otherwise it starts only if needed.
  const evaluator = given ?? startConfigEvaluator(ROOT, { lazy: pending.length === 0 });
  const bundle = await bundleWriterChecks();
  // A handful of pages is not worth a worker thread.
  const workers = Array.from({ length: pending.length > 8 ? threads - 1 : 0 }, () =>
    startWorker(bundle),
  );
  const checks = await loadWriterChecks(bundle);
  const verdicts = new Map(Object.entries(cache.examples));
  const evaluating = new Set();
  const evaluations = [];
  const evaluate = (group) =>
    evaluations.push(evaluateExamples(evaluator, checks, group, verdicts, evaluating));
  let results;
  let evaluated;
  try {
    // Each page's examples are evaluated as soon as the page is checked.
    const fresh = await checkPages(checks, pending, {
      workers,
      onPage: (result) => evaluate([result]),
    });
    for (const result of fresh) known.set(result.contentPath, result);
    results = files.map((entry) => known.get(entry.contentPath));
    // Pages from the cache may hold examples whose verdicts the cache lacks.
    evaluate(results);
    evaluated = (await Promise.all(evaluations)).reduce((sum, count) => sum + count, 0);
  } finally {
    workers.forEach((worker) => worker.stop());
    if (!given) evaluator.close();
  }
  const failures = allFailures(checks, results, verdicts);

  const used = new Set(checks.pageExamples(results).map(exampleKey));
  writeCache(file, {
    version: cache.version,
    pages: Object.fromEntries(results.map((result) => [result.contentPath, result])),
    examples: keptVerdicts(verdicts, used),
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
