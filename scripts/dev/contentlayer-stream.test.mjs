import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from 'contentlayer2/core';
import { E, T } from '@contentlayer2/utils/effect';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferCacheWrites } from './contentlayer-stream.mjs';

const original = core.DataCache.writeCacheToDisk;
let dir;
const file = () => join(dir, 'data-hash.json');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'contentlayer-cache-'));
});
afterEach(() => {
  vi.useRealTimers();
  core.DataCache.writeCacheToDisk = original;
  rmSync(dir, { recursive: true, force: true });
});

/** What Contentlayer does after each change: asks for the cache to be written, and waits. */
const change = (name) =>
  T.runPromise(core.DataCache.writeCacheToDisk({ cache: { name }, schemaHash: 'hash' }));

describe('deferCacheWrites', () => {
  it('lets a change through at once and writes the latest cache once the edits pause', async () => {
    // Fake timers: the idle delay is the logic under test, and a busy machine must not move it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A write starts by asking where the cache folder is.
    const writes = vi.fn(async () => dir);
    deferCacheWrites(writes, 80);
    expect(E.isRight(await change('first'))).toBe(true);
    await change('second');
    await vi.advanceTimersByTimeAsync(40);
    await change('third');
    await vi.advanceTimersByTimeAsync(79);
    expect(writes).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveBeenCalledTimes(1);
    // As Contentlayer writes it (two-space JSON and a newline), with nothing left aside.
    await vi.waitFor(() =>
      expect(readFileSync(file(), 'utf8')).toBe(`${JSON.stringify({ name: 'third' }, null, 2)}\n`),
    );
    expect(readdirSync(dir)).toEqual(['data-hash.json']);
  });

  it('writes a pending cache at once when flushed (on exit), and nothing twice', async () => {
    const flush = deferCacheWrites(async () => dir, 10_000);
    await change('pending');
    await flush();
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual({ name: 'pending' });
    rmSync(file());
    await flush();
    expect(existsSync(file())).toBe(false);
  });
});
