// The dev server's content step, a child process of scripts/dev.mjs (which restarts it should it
// stop): Contentlayer keeps the documents current as content/ changes (contentlayer-stream.mjs),
// the writer checks locate what is wrong with each changed page (the checks of `npm run check`),
// and every new state goes to the dev status file (src/lib/content/dev/dev-status.ts) and, as a
// revision, to the parent, which tells the open pages to refresh.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConfigEvaluator } from '../check/config-evaluator.mjs';
import { loadWriterChecks } from '../check/load.mjs';
import {
  allFailures,
  checkPages,
  evaluateExamples,
  readContentFile,
  runChecks,
} from '../check/run.mjs';
import { watchContent } from './contentlayer-stream.mjs';
import { loadDevPaths } from './load.mjs';
import { settledSignal } from './settled.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONTENT_DIR = resolve(ROOT, process.env.CONTENT_DIR ?? 'content');
/** After a change, how long a cleared problem list waits for the new documents. */
const DOCUMENTS_WAIT_MS = 3000;
/** After a change, how long the checks wait for the new documents before they start anyway. */
const CHECKS_WAIT_MS = 1500;
/**
 * Once the documents are out, how long the checks of a clean site hold back: the open page's
 * refresh (Next's render, then the browser's) takes about this long, and on two cores the checks
 * would slow it by about 30 ms. A problem they find still shows within a second of the save.
 * While a problem shows, the checks run at once: the fix is what the writer waits for.
 */
const CHECKS_DEFER_MS = 200;

// Contentlayer's config then warms the page pipeline at once (src/lib/markdown/warm-up.ts): the
// first save would otherwise wait about 3 s for it.
process.env.REHYPE_WARM_START = '1';

const log = (text) => console.log(text.replace(/^/gm, '[content] '));
const { DEV_STATUS_PATH, GENERATED_DOCS_PATH, DEV_DOCUMENTS_DIR, DEV_DOCUMENTS_INDEX } =
  await loadDevPaths();
const statusFile = join(ROOT, DEV_STATUS_PATH);
const docsFile = join(ROOT, GENERATED_DOCS_PATH);
const documentsDir = join(ROOT, DEV_DOCUMENTS_DIR);

/**
 * Writes the documents the way src/lib/content/dev/dev-documents.ts reads them: each body once, in a
 * file named by its document and that document's hash (Contentlayer's: the file's time), then
 * the index; bodies no longer indexed are removed.
 */
function writeDocuments(items) {
  mkdirSync(documentsDir, { recursive: true });
  const bodies = new Set();
  const index = items.map(({ document, documentHash }) => {
    const { body, ...rest } = document;
    const key = createHash('sha1').update(`${document._id}\n${documentHash}`).digest('hex');
    const bodyFile = `${key.slice(0, 20)}.json`;
    bodies.add(bodyFile);
    if (!existsSync(join(documentsDir, bodyFile))) {
      writeWhole(join(documentsDir, bodyFile), JSON.stringify(body));
    }
    return { ...rest, bodyFile };
  });
  writeWhole(join(documentsDir, DEV_DOCUMENTS_INDEX), JSON.stringify(index));
  for (const name of readdirSync(documentsDir)) {
    if (name !== DEV_DOCUMENTS_INDEX && !bodies.has(name)) {
      rmSync(join(documentsDir, name), { force: true });
    }
  }
}

/** Writes a file whole: readers never see half of it. */
function writeWhole(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

const status = {
  revision: Date.now(),
  state: existsSync(docsFile) ? 'ready' : 'starting',
  watching: false,
  problems: [],
};
let documentsOnce = false;
let checksOnce = false;

/** Once both Contentlayer and the checks follow content/, says so (tests and the bench wait). */
function watchingOnceReady() {
  if (status.watching || !documentsOnce || !checksOnce) return;
  status.watching = true;
  log(`watching content/ (${results.size} pages)`);
  publish();
}
/** Problems from the checks, and Contentlayer's own refusal when it has one. */
let checked = [];
let refusal;
let lastChange = 0;
let lastDocuments = 0;
let waiting;
/** Contentlayer's report on the latest change, which the checks of that change wait for. */
const documentsSettled = settledSignal();

function problems() {
  if (checked.length || !refusal) return checked;
  // Contentlayer refused something the checks did not locate: show its own words.
  const file = /"([^"]+\.mdx?)"/.exec(refusal)?.[1];
  return [{ file: file ? `content/${file}` : 'content', line: 1, reason: refusal.trim() }];
}

/** Prints the problems when they change, as `npm run check` does. */
let printed = '[]';
function printProblems(list) {
  const text = JSON.stringify(list);
  if (text === printed) return;
  printed = text;
  if (list.length === 0) log('no content problems');
  else log(list.map((problem) => checks.formatProblem(problem)).join('\n'));
}

/** Publishes the current state: a new revision in the status file, then to the parent. */
function publish() {
  clearTimeout(waiting);
  waiting = undefined;
  status.revision = Math.max(Date.now(), status.revision + 1);
  status.problems = problems();
  printProblems(status.problems);
  writeWhole(statusFile, JSON.stringify(status));
  process.send?.({ type: 'revision', revision: status.revision });
}

/** New check results: shown at once, except that a fix waits briefly for its documents. */
function checksChanged(failures) {
  const before = JSON.stringify(checked);
  checked = failures;
  if (JSON.stringify(checked) === before) return;
  if (problems().length === 0 && lastDocuments < lastChange) {
    waiting ??= setTimeout(publish, DOCUMENTS_WAIT_MS);
  } else publish();
}

/**
 * Contentlayer writes its data cache in place: one cut short (the dev server stopped while it
 * was writing) would fail every later start. Such a file is removed; the documents it held are
 * built again.
 */
function dropBrokenCaches() {
  const dir = join(ROOT, '.contentlayer/.cache');
  for (const version of existsSync(dir) ? readdirSync(dir) : []) {
    for (const name of readdirSync(join(dir, version))) {
      if (!/^data-.*\.json$/.test(name)) continue;
      const file = join(dir, version, name);
      try {
        JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        log(`removed a damaged Contentlayer cache (${name}): its documents are built again`);
        rmSync(file, { force: true });
      }
    }
  }
}

dropBrokenCaches();
// A previous session's documents may be older than content/: Contentlayer's own output serves
// until this session has written its first.
rmSync(documentsDir, { recursive: true, force: true });
writeWhole(statusFile, JSON.stringify(status));
const checks = await loadWriterChecks();

// The documents: every change Contentlayer accepts is written whole, then published.
watchContent({
  log,
  onDocuments(items) {
    const processed = Date.now();
    writeDocuments(items);
    if (process.env.DEV_TIMING && lastChange > lastDocuments) {
      log(
        `timing: documents processed ${processed - lastChange} ms after the change, written in ${Date.now() - processed} ms`,
      );
    }
    lastDocuments = Date.now();
    status.state = 'ready';
    refusal = undefined;
    documentsOnce = true;
    publish();
    watchingOnceReady();
    documentsSettled.settle();
  },
  onFailure(text) {
    refusal = text;
    documentsOnce = true;
    publish();
    watchingOnceReady();
    documentsSettled.settle();
  },
}).then(
  () => process.exit(0),
  (error) => {
    // The parent starts a new content step.
    log(`Contentlayer stopped: ${error?.stack ?? error}`);
    process.exit(1);
  },
);

// The checks: changes are noted from the start, and checked once every page has been.
const changed = new Set();
let results;
let verdicts;
let running = false;
watch(CONTENT_DIR, { recursive: true }, (_event, name) => {
  if (!name || !/\.mdx?$/.test(name)) return;
  lastChange = Date.now();
  changed.add(name.split('\\').join('/'));
  // The new documents go first: checked meanwhile, the page would compete with them for the
  // CPU. A change Contentlayer takes long over (or never reports) is checked all the same.
  void documentsSettled
    .wait(CHECKS_WAIT_MS)
    .then(() => {
      const defer = status.problems.length ? 0 : CHECKS_DEFER_MS;
      return new Promise((resolve) => setTimeout(resolve, defer));
    })
    .then(recheck);
});
// All pages once (from the cache of `npm run check`), then each changed page.
// One evaluator for the session: webpack stays loaded, so a changed example's verdict is quick.
const evaluator = startConfigEvaluator(ROOT, { lazy: true });
const seeded = await runChecks({ contentDir: CONTENT_DIR, evaluator });
results = new Map(seeded.results.map((result) => [result.contentPath, result]));
verdicts = seeded.verdicts;
checksChanged(allFailures(checks, [...results.values()], verdicts));
checksOnce = true;
watchingOnceReady();
void recheck();

async function recheck() {
  if (running || !results) return;
  running = true;
  try {
    while (changed.size) {
      const paths = [...changed];
      changed.clear();
      const files = [];
      for (const contentPath of paths) {
        if (existsSync(join(CONTENT_DIR, contentPath))) {
          files.push(readContentFile(CONTENT_DIR, 'content', contentPath));
        } else results.delete(contentPath);
      }
      const fresh = await checkPages(checks, files);
      for (const result of fresh) results.set(result.contentPath, result);
      checksChanged(allFailures(checks, [...results.values()], verdicts));
      // Config examples take a process of their own: their verdicts follow.
      const evaluated = await evaluateExamples(evaluator, checks, fresh, verdicts);
      if (evaluated) checksChanged(allFailures(checks, [...results.values()], verdicts));
    }
  } catch (error) {
    log(`checks failed: ${error?.stack ?? error}`);
  } finally {
    running = false;
  }
}
