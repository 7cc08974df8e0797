/**
 * Runs the page-body rehype plugins on worker threads. Contentlayer builds every page on one
 * thread, and highlighting plus the other rehype plugins are half of that work: handing each
 * tree to a worker lets the main thread parse and compile the next page meanwhile, so the
 * content step uses every core. The worker also reads the page's anchors from the rendered
 * headings, which spares a second parse of the source (see `takeAnchors`).
 */
import type { Root } from 'hast';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VFile } from 'vfile';
import { bundleTs } from '../../../scripts/bundle-ts.mjs';
import { END_AFTER_ENV } from '../../../scripts/content-pages.mjs';
import type { Anchor } from '../content/anchors';
import { KEPT_PARSE } from '../content/body-tree';
import type { PluginTimes } from './plugin-times';
import type { EntryStore } from '../cache/entry-store';
import { dependencyFiles, rehypeCache } from './rehype-cache';
import type { RehypeJob, RehypeResult } from './rehype-worker';

/** More than four workers rarely pays for their start-up. */
const MAX_WORKERS = 4;

/**
 * How many workers the content step starts on a machine with `cores` cores: one core is
 * Contentlayer's own thread, which parses and compiles every page. Each worker pays a fixed
 * start (shiki compiling its grammars, the reference headings: about 1.5 s of CPU), and a
 * worker beyond the free cores only competes with that thread and with Next's compile beside
 * it: on two cores one worker built the real site with about 3 s less CPU than two, and the
 * 1,000-page corpus in 108 s instead of 113 s.
 */
export function workerCount(cores: number): number {
  return Math.max(1, Math.min(cores - 1, MAX_WORKERS));
}

interface Pending {
  resolve: (result: { tree: Root; anchors: Anchor[] }) => void;
  reject: (error: Error) => void;
}

const WORKER_SOURCE = 'src/lib/markdown/rehype-worker.ts';

/**
 * The project folder: Contentlayer runs this module from a compiled copy under its working
 * folder, which is the project or (in the schema tests) a scratch folder inside it.
 */
function projectRoot(from = process.cwd()): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, WORKER_SOURCE))) return dir;
    if (dirname(dir) === dir) throw new Error(`rehype worker: no ${WORKER_SOURCE} above ${from}`);
  }
}

/** Bundles the worker entry (TypeScript) the way every script loads ours (bundle-ts.mjs). */
function bundleWorker(root: string): { file: string; code: Uint8Array } {
  const file = bundleTs(WORKER_SOURCE, { root });
  return { file, code: readFileSync(file) };
}

class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: RehypeJob[] = [];
  private readonly pending = new Map<number, Pending & { worker?: Worker }>();
  private readonly live = new Set<Worker>();
  private ending = false;
  private nextId = 0;

  constructor(file: string, size: number) {
    for (let i = 0; i < size; i++) this.spawn(file);
  }

  run(
    tree: Root,
    data: Record<string, unknown>,
    source?: string,
    parsed?: Uint8Array,
  ): Promise<{ tree: Root; anchors: Anchor[] }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.waiting.push({ id, tree, data, source, parsed });
      this.dispatch();
    });
  }

  private spawn(file: string) {
    const worker = new Worker(file);
    worker.on('message', (result: RehypeResult) => this.settle(worker, result));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`rehype worker exited (${code})`)));
    // An idle pool must not keep the content step alive once every page is built. After the
    // listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    this.live.add(worker);
    this.idle.push(worker);
  }

  /** Workers not yet ended. */
  get size(): number {
    return this.live.size;
  }

  /** Ends every idle worker now and each busy one as it finishes its job. */
  end() {
    this.ending = true;
    for (const worker of this.idle.splice(0)) this.stop(worker);
  }

  private stop(worker: Worker) {
    this.live.delete(worker);
    void worker.terminate();
  }

  private dispatch() {
    while (this.idle.length > 0 && this.waiting.length > 0) {
      const worker = this.idle.pop()!;
      const job = this.waiting.shift()!;
      this.pending.get(job.id)!.worker = worker;
      worker.ref();
      worker.postMessage(job);
    }
  }

  private settle(worker: Worker, result: RehypeResult) {
    const job = this.pending.get(result.id);
    this.pending.delete(result.id);
    worker.unref();
    if (this.ending) this.stop(worker);
    else this.idle.push(worker);
    if ('error' in result) {
      const error = new Error(result.error.message);
      if (result.error.stack) error.stack = result.error.stack;
      job?.reject(error);
    } else {
      for (const [name, ms] of Object.entries(result.ms)) {
        pluginTimes[name] = (pluginTimes[name] ?? 0) + ms;
      }
      job?.resolve({ tree: result.tree, anchors: result.anchors });
    }
    this.dispatch();
  }

  /** A crashed worker fails its job loudly; the other workers carry on. */
  private fail(worker: Worker, error: Error) {
    this.live.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    for (const [id, job] of this.pending) {
      if (job.worker !== worker) continue;
      this.pending.delete(id);
      job.reject(error);
    }
  }
}

type Rendered = { tree: Root; anchors: Anchor[] };

/**
 * Contentlayer may evaluate its config, and so this module, more than once in a process: the
 * pool and its cache are kept per process, so every copy shares the same (warm) workers.
 */
const SHARED = Symbol.for('webpack-docs.rehype-worker-pool');
interface Shared {
  pool?: WorkerPool;
  setup?: Setup;
  /** Milliseconds per rehype plugin, summed over the workers (CPU time, not wall time). */
  pluginTimes: PluginTimes;
  /** Pages the rehype cache served, and pages the workers rendered. */
  cacheCount: { hits: number; misses: number };
  /** Pages through the whole step, served or rendered. */
  done: number;
}
const shared: Shared = ((globalThis as Record<symbol, Shared | undefined>)[SHARED] ??= {
  pluginTimes: {},
  cacheCount: { hits: 0, misses: 0 },
  done: 0,
});
const { pluginTimes, cacheCount } = shared;
const anchorsByFile = new Map<string, Anchor[]>();

/** Where the content step leaves its plugin times for `npm run build` to print. */
export const PLUGIN_TIMES_FILE = join('.contentlayer', 'rehype-times.json');

interface Setup {
  workerFile: string;
  size: number;
  cache: EntryStore<Rendered>;
  /** The pages of a one-shot build, after which the workers end; undefined elsewhere. */
  endAfter?: number;
}

/** The worker bundle, the rehype cache and the exit report, once per process. */
function setUp(): Setup {
  if (shared.setup) return shared.setup;
  const root = projectRoot();
  const size = workerCount(availableParallelism());
  const worker = bundleWorker(root);
  const contentDir = process.env.CONTENT_DIR ?? 'content';
  const cache = rehypeCache<Rendered>(root, worker.code, dependencyFiles(root, contentDir));
  // `npm run build`'s content step builds each page once, then exits (content-pages.mjs).
  const endAfter = Number(process.env[END_AFTER_ENV]);
  process.once('exit', () => {
    writeFileSync(
      join(root, PLUGIN_TIMES_FILE),
      JSON.stringify({ workers: size, pluginTimes, cache: cacheCount }),
    );
  });
  shared.setup = { workerFile: worker.file, size, cache };
  if (endAfter > 0) shared.setup.endAfter = endAfter;
  return shared.setup;
}

/** The workers, started on first use and again after they ended. */
function sharedPool(): WorkerPool {
  const { workerFile, size } = setUp();
  return (shared.pool ??= new WorkerPool(workerFile, size));
}

/** Worker threads running now (none before the first page, or after a one-shot build's last). */
export function workersRunning(): number {
  return shared.pool?.size ?? 0;
}

/**
 * In a one-shot build, ends the workers once the last page is through them. Contentlayer then
 * writes every document out as JSON three times over, the content step's memory peak: at
 * 1,000 pages the worker thread still held some 350 MB there (its heap, shiki's regex engine,
 * the highlighted blocks it remembers) for nothing. A page after that (a count that was off)
 * starts a new pool.
 */
function endWhenDone() {
  shared.done += 1;
  const endAfter = shared.setup?.endAfter;
  if (endAfter === undefined || shared.done < endAfter) return;
  shared.pool?.end();
  shared.pool = undefined;
}

/**
 * The anchors the worker read from a page's rendered headings, once (`sourceFilePath` as
 * Contentlayer names it); undefined when the body was not built in this process.
 */
export function takeAnchors(sourceFilePath: string): Anchor[] | undefined {
  const anchors = anchorsByFile.get(sourceFilePath);
  anchorsByFile.delete(sourceFilePath);
  return anchors;
}

/**
 * The rehype step for a throwaway page (warm-up.ts): straight to a worker, never to the cache,
 * so that a cached copy never spares the worker its start.
 */
export function rehypeInWorkersUncached() {
  return async (tree: Root, file: VFile): Promise<Root> => {
    const data = { rawDocumentData: file.data.rawDocumentData };
    return (await sharedPool().run(tree, data)).tree;
  };
}

/** The rehype step of the page-body pipeline (`rehypePlugins` in markdown.ts), on a worker. */
export function rehypeInWorkers() {
  return async (tree: Root, file: VFile): Promise<Root> => {
    const rawDocumentData = file.data.rawDocumentData as { sourceFilePath?: string } | undefined;
    const data = { rawDocumentData };
    const { cache } = setUp();
    // Started with the first page, served or not: a page the cache cannot serve then finds the
    // workers loaded (in a rebuild after one edit, the edited page).
    const workers = sharedPool();
    const key = cache.key({ tree, data });
    const parsed = file.data[KEPT_PARSE] as Uint8Array | undefined;
    delete file.data[KEPT_PARSE];
    let result = cache.get(key);
    if (result) cacheCount.hits += 1;
    else {
      cacheCount.misses += 1;
      const source = typeof file.value === 'string' ? file.value : undefined;
      result = await workers.run(tree, data, source, parsed);
      cache.set(key, result);
    }
    if (rawDocumentData?.sourceFilePath) {
      anchorsByFile.set(rawDocumentData.sourceFilePath, result.anchors);
    }
    endWhenDone();
    return result.tree;
  };
}
