// Export-time step: draws every page's social card (out/og-cards.json, from the route) into out/og/ (the list stays, so the step can run again), on worker threads over the cores, skipping cards whose inputs did not change (content-hash cache in node_modules/.cache/og), then checks that every og:image of the export exists.
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { loadTs } from './bundle-ts.mjs';
import { cardKey, templateHash } from './og/card-cache.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'out');
const cacheDir = join(root, 'node_modules', '.cache', 'og');
/** Fewer cards than this per extra thread are not worth a thread's start-up (fonts, resvg). */
const CARDS_PER_THREAD = 12;

/** Draws the jobs on `threads` worker threads; resolves with the summed drawing time. */
function renderOnThreads(template, jobs, threads) {
  const shares = Array.from({ length: threads }, (_, i) =>
    jobs.filter((_, j) => j % threads === i),
  );
  return Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./og/render-worker.mjs', import.meta.url), {
            workerData: { template, root, jobs: share },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code && reject(new Error(`card thread exited ${code}`)));
        }),
    ),
  );
}

/** The first bytes of a file: the <head>, where the social tags are. */
function head(file, bytes = 16_384) {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, bytes, 0));
  } finally {
    closeSync(fd);
  }
}

/** Site paths of the `og:image` of every exported page that points into the cards folder. */
function referencedCards(dir, folder) {
  const found = new Set();
  for (const file of readdirSync(dir, { recursive: true })) {
    const name = String(file);
    if (!name.endsWith('index.html')) continue;
    const html = head(join(dir, name));
    const match = /<meta property="og:image" content="([^"]+)"/.exec(html);
    const path = match ? new URL(match[1]).pathname : '';
    if (path.startsWith(folder)) found.add(`${name.split(sep).join('/')} → ${path}`);
  }
  return found;
}

const { OG_CARDS, readContract } = await loadTs('src/lib/contracts/index.ts');
const started = performance.now();
const { template, cards } = readContract(OG_CARDS, out);
const base = templateHash(template);
mkdirSync(cacheDir, { recursive: true });
const jobs = [];
let reused = 0;
for (const card of cards) {
  const cached = join(cacheDir, `${cardKey(base, card)}.png`);
  const dest = join(out, ...card.image.split('/').filter(Boolean));
  if (existsSync(cached)) {
    mkdirSync(dirname(dest), { recursive: true });
    copyFileSync(cached, dest);
    reused += 1;
  } else {
    jobs.push({ card, cached, dest });
  }
}
const threads = Math.max(
  1,
  Math.min(availableParallelism(), Math.ceil(jobs.length / CARDS_PER_THREAD)),
);
const results = jobs.length ? await renderOnThreads(template, jobs, threads) : [];

const missing = [...referencedCards(out, template.dir)].filter(
  (entry) => !existsSync(join(out, ...entry.split(' → ')[1].split('/').filter(Boolean))),
);
if (missing.length) {
  console.error(`social cards: ${missing.length} og:image files are missing, e.g. ${missing[0]}`);
  process.exit(1);
}
const drawMs = results.reduce((sum, result) => sum + result.ms, 0);
const drawn = jobs.length
  ? `${jobs.length} drawn on ${threads} thread${threads > 1 ? 's' : ''} (${(drawMs / jobs.length).toFixed(1)} ms/image per thread)`
  : 'none drawn';
console.log(
  `social cards: ${cards.length} cards, ${drawn}, ${reused} from cache, ${((performance.now() - started) / 1000).toFixed(1)} s in all`,
);
