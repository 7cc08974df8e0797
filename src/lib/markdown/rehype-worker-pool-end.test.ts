// In `npm run build`'s content step (content-pages.mjs) the rehype workers end once its last
// page is through, served from the cache or rendered; elsewhere (the dev server) they stay.
import type { Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { END_AFTER_ENV } from '../../../scripts/content-pages.mjs';

type Pool = typeof import('./rehype-worker-pool');

/** The pool module loaded afresh, with the content step's environment `endAfter`. */
async function freshPool(endAfter?: string): Promise<Pool> {
  if (endAfter !== undefined) vi.stubEnv(END_AFTER_ENV, endAfter);
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('webpack-docs.rehype-worker-pool')];
  vi.resetModules();
  return import('./rehype-worker-pool');
}

afterEach(() => vi.unstubAllEnvs());

async function hastOf(source: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkRehype);
  return (await processor.run(processor.parse(source))) as Root;
}

const fileFor = (name: string) =>
  new VFile({ data: { rawDocumentData: { sourceFilePath: name } } });
const html = (tree: Root) => unified().use(rehypeStringify).stringify(tree);
// Headings no earlier run has cached: each page below is rendered unless it repeats one.
const run = `${process.pid}-${Date.now()}`;

/** Builds a page whose only heading is `title` (made unique to this run) through `pool`. */
async function buildPage(pool: Pool, title: string, file = `${title.toLowerCase()}.mdx`) {
  return pool.rehypeInWorkers()(await hastOf(`## ${title} ${run}`), fileFor(file));
}

describe('the rehype workers of a one-shot build', () => {
  it('end after the given number of pages, a page the cache served included', async () => {
    const pool = await freshPool('3');
    expect(pool.workersRunning()).toBe(0);
    await buildPage(pool, 'One');
    expect(pool.workersRunning()).toBe(1);
    await buildPage(pool, 'Two');
    expect(pool.workersRunning()).toBe(1);
    // The first page again, served from the cache: the third page through the step.
    const again = await buildPage(pool, 'One', 'one-again.mdx');
    expect(html(again)).toContain(`id="one-${run}"`);
    expect(pool.workersRunning()).toBe(0);
  }, 60_000);

  it('start again for a page beyond the count, and still build it', async () => {
    const pool = await freshPool('1');
    await buildPage(pool, 'First');
    expect(pool.workersRunning()).toBe(0);
    const extra = await buildPage(pool, 'Extra');
    expect(html(extra)).toContain(`id="extra-${run}"`);
    expect(pool.workersRunning()).toBe(0);
  }, 60_000);

  it('stay when no count is given (the dev server)', async () => {
    const pool = await freshPool();
    for (const title of ['A', 'B', 'C']) await buildPage(pool, title);
    expect(pool.workersRunning()).toBe(1);
  }, 60_000);
});
