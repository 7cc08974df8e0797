import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pngSize } from './png-size.mjs';
import { TEST_TEMPLATE as template } from './test-template.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'og-worker-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the card thread on `count` cards; resolves with the process's peak RSS growth in MiB. */
function drawOnThread(count) {
  const jobs = Array.from({ length: count }, (_, i) => ({
    card: { section: 'Guides', lines: [`Card number ${i}`] },
    cached: join(dir, `${i}.cache.png`),
    dest: join(dir, 'out', `${i}.png`),
  }));
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), {
      workerData: { template, root: process.cwd(), jobs },
    });
    worker.once('message', (message) => {
      clearInterval(sampler);
      resolve({ message, growthMiB: (peak - before) / 2 ** 20 });
    });
    worker.once('error', reject);
  });
}

describe('the card thread', () => {
  it('writes every card to the cache and to the export', async () => {
    const { message } = await drawOnThread(10);
    expect(message.rendered).toBe(10);
    expect(readdirSync(join(dir, 'out'))).toHaveLength(10);
    expect(pngSize(readFileSync(join(dir, 'out', '3.png')))).toEqual({ width: 1200, height: 630 });
    expect(readFileSync(join(dir, '3.cache.png'))).toEqual(readFileSync(join(dir, 'out', '3.png')));
  });

  // resvg's images live outside V8's heap (about 3.4 MB each); a thread that kept every image
  // until its share was done grew by 330 MB over these 96 cards, and by 3 GB at 1,000 pages.
  it('keeps its memory near one batch of images however many cards it draws', async () => {
    const { growthMiB } = await drawOnThread(96);
    expect(growthMiB).toBeLessThan(150);
  }, 60_000);
});
