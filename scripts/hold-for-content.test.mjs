import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import webpack from 'webpack';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HOLD_LINE, HoldForContent } from './hold-for-content.mjs';

const dir = mkdtempSync(join(tmpdir(), 'hold-for-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'entry.js'), 'export default 1;\n');

/** Runs a small compile with the plugin; `ended` tells whether its callback has been called. */
function compile(marker, options, entry = './entry.js') {
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry,
    output: { path: join(dir, 'out') },
    plugins: [new HoldForContent(marker, { timeoutMs: 60_000, pollMs: 10, ...options })],
  });
  const state = { ended: false };
  state.done = new Promise((resolve) =>
    compiler.run((error, stats) => {
      state.ended = true;
      compiler.close(() => resolve({ error, stats }));
    }),
  );
  return state;
}

describe('HoldForContent', () => {
  it('ends the compile only once the marker exists, and says that it waits', async () => {
    const marker = join(dir, 'ready-later');
    const lines = [];
    const run = compile(marker, { log: (line) => lines.push(line) });
    await vi.waitFor(() => expect(lines).toEqual([HOLD_LINE]), { timeout: 20_000 });
    await sleep(300);
    expect(run.ended).toBe(false);
    writeFileSync(marker, '');
    const { error, stats } = await run.done;
    expect(error).toBeNull();
    expect(stats.hasErrors()).toBe(false);
    expect(lines).toEqual([HOLD_LINE]);
  });

  it('holds nothing when the content step is already done', async () => {
    const marker = join(dir, 'ready-before');
    writeFileSync(marker, '');
    const lines = [];
    const { error } = await compile(marker, { log: (line) => lines.push(line) }).done;
    expect(error).toBeNull();
    expect(lines).toEqual([]);
  });

  it('lets a failed compile end at once: its errors are what the writer needs', async () => {
    const lines = [];
    const run = compile(join(dir, 'never'), { log: (line) => lines.push(line) }, './missing.js');
    const { stats } = await run.done;
    expect(stats.hasErrors()).toBe(true);
    expect(lines).toEqual([]);
  });

  it('fails the compile when the content step never finishes', async () => {
    const { error } = await compile(join(dir, 'never'), { timeoutMs: 50, log: () => {} }).done;
    expect(String(error)).toMatch(/content step did not finish in time/);
  });
});
