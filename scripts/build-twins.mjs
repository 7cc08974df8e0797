// Twins step of `npm run build`: writes every page's Markdown twin ({url}index.md), llms.txt
// and llms-full.txt into out/, from Contentlayer's generated documents. The conversion is the
// TypeScript in src/lib/twins, loaded through Vite's module runner (Vite comes with Vitest).
// Parsing MDX is the costly part (about 2 MB/s per core), so pages are split across worker
// threads, one per core.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');
const generated = join(root, '.contentlayer/generated/Doc/_index.json');

/** Below this many pages one thread is quicker than starting workers. */
const PAGES_PER_WORKER = 40;

async function loadTwins() {
  const { module } = await runnerImport(join(root, 'src/lib/twins/index.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  return module;
}

/** Splits docs into `count` lists of similar total size. */
function partition(docs, count) {
  const lists = Array.from({ length: count }, () => ({ size: 0, docs: [] }));
  for (const doc of [...docs].sort((a, b) => b.body.raw.length - a.body.raw.length)) {
    const smallest = lists.reduce((min, list) => (list.size < min.size ? list : min));
    smallest.docs.push(doc);
    smallest.size += doc.body.raw.length;
  }
  return lists.map((list) => list.docs);
}

function inWorker(docs) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { docs } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`twins worker exit ${code}`)));
  });
}

if (!isMainThread) {
  const twins = await loadTwins();
  parentPort.postMessage(twins.markdownTwins(workerData.docs, twins.siteUrl()));
} else {
  if (!existsSync(join(out, 'index.html')) || !existsSync(generated)) {
    console.error('twins: out/ or the Contentlayer output is missing; run the build first.');
    process.exit(1);
  }
  const docs = JSON.parse(readFileSync(generated, 'utf8')).map((doc) => ({
    url: doc.url,
    title: doc.title,
    section: doc.section,
    slug: doc.slug,
    sort: doc.sort,
    group: doc.group,
    date: doc.date,
    description: doc.description,
    related: doc.related,
    body: { raw: doc.body.raw },
  }));
  const threads = Math.max(
    1,
    Math.min(availableParallelism(), Math.floor(docs.length / PAGES_PER_WORKER)),
  );
  const work = threads > 1 ? Promise.all(partition(docs, threads).map(inWorker)) : undefined;
  const twins = await loadTwins();
  const origin = twins.siteUrl();
  const parts = work ? await work : [twins.markdownTwins(docs, origin)];
  const files = twins.twinFiles(docs, new Map(parts.flat()), origin);
  let bytes = 0;
  for (const file of files) {
    const target = join(out, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    bytes += Buffer.byteLength(file.content);
  }
  console.log(
    `twins: ${docs.length} Markdown pages, llms.txt and llms-full.txt, ${(bytes / 1048576).toFixed(1)} MiB, ${threads} thread(s).`,
  );
}
