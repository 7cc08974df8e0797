// Twins step of `npm run build`: writes every page's Markdown twin ({url}index.md), llms.txt
// and llms-full.txt into out/, from Contentlayer's generated documents. The conversion is the
// TypeScript in src/lib/twins, bundled by esbuild (bundle-ts.mjs). Parsing MDX is the costly
// part, so each page's twin is kept in node_modules/.cache/twins, keyed by the page's fields and
// the version of the code, and the pages not found there are split across worker threads.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { cacheDir, cacheKey, codeVersion, readCached, writeCached } from './build-cache.mjs';
import { bundleTs, importBundle } from './bundle-ts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');

/** Below this many pages one thread is quicker than starting workers. */
const PAGES_PER_WORKER = 40;

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

function inWorker(bundle, docs) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { bundle, docs } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`twins worker exit ${code}`)));
  });
}

if (!isMainThread) {
  const twins = await importBundle(workerData.bundle);
  parentPort.postMessage(twins.markdownTwins(workerData.docs, twins.siteUrl()));
} else {
  if (!existsSync(join(out, 'index.html'))) {
    console.error('twins: out/ is missing; run the build first.');
    process.exit(1);
  }
  const bundle = bundleTs('src/lib/twins/index.ts');
  const twins = await importBundle(bundle);
  // Through the one door to the documents (src/lib/content/index.ts), which checks their contract.
  const docs = twins.generatedDocs();
  const origin = twins.siteUrl();
  const cache = cacheDir('twins');
  const version = codeVersion([bundle]);
  const keys = new Map(docs.map((doc) => [doc.url, cacheKey(version, { origin, doc })]));
  const markdown = new Map();
  for (const doc of docs) {
    const cached = readCached(cache, keys.get(doc.url));
    if (cached !== undefined) markdown.set(doc.url, cached);
  }
  const missing = docs.filter((doc) => !markdown.has(doc.url));
  const threads = Math.max(
    1,
    Math.min(availableParallelism(), Math.floor(missing.length / PAGES_PER_WORKER)),
  );
  const parts =
    threads > 1
      ? await Promise.all(partition(missing, threads).map((part) => inWorker(bundle, part)))
      : [twins.markdownTwins(missing, origin)];
  for (const [url, text] of parts.flat()) {
    markdown.set(url, text);
    writeCached(cache, keys.get(url), text);
  }
  const files = twins.twinFiles(docs, markdown, origin);
  let bytes = 0;
  for (const file of files) {
    const target = join(out, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    bytes += Buffer.byteLength(file.content);
  }
  console.log(
    `twins: ${docs.length} Markdown pages (${docs.length - missing.length} from cache), llms.txt and llms-full.txt, ${(bytes / 1048576).toFixed(1)} MiB, ${threads} thread(s).`,
  );
}
