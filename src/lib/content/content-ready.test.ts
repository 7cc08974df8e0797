import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForContent } from './content-ready';

// Counts the checks for the marker: a wait that never gives up (or never sleeps between checks)
// fails here instead of hanging the run.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    existsSync: (path: string) => {
      if (++checks.count > 100_000) throw new Error('still waiting');
      return fs.existsSync(path);
    },
  };
});

// A clock of our own: each poll's sleep moves it on instead of sleeping.
let now: number;
let polls: number;
let dir: string;
let marker: string;
let onPoll: () => void;

beforeEach(() => {
  now = 1_000_000;
  polls = 0;
  checks.count = 0;
  onPoll = () => {};
  dir = mkdtempSync(join(tmpdir(), 'content-ready-'));
  marker = join(dir, 'content-ready');
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.spyOn(Atomics, 'wait').mockImplementation((_array, _index, _value, timeout = 0) => {
    polls += 1;
    now += timeout;
    onPoll();
    return 'timed-out';
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('waitForContent', () => {
  it('does not wait without a marker to wait for (dev, tests)', () => {
    waitForContent(undefined);
    waitForContent('');
    expect(polls).toBe(0);
  });

  it('returns at once when the content step has already finished', () => {
    writeFileSync(marker, '');
    waitForContent(marker);
    expect(polls).toBe(0);
  });

  it('polls every 100 ms until the marker appears', () => {
    onPoll = () => {
      if (polls === 3) writeFileSync(marker, '');
    };
    waitForContent(marker);
    expect(polls).toBe(3);
    expect(now).toBe(1_000_300);
  });

  it('gives up only after ten minutes, naming the marker', () => {
    expect(() => waitForContent(marker)).toThrow(
      `content step did not finish within 10 minutes (${marker})`,
    );
    // Still waiting at exactly ten minutes; given up at the first poll past them.
    expect(now - 1_000_000).toBe(10 * 60 * 1000 + 100);
  });

  it('still takes a content step that finishes at the tenth minute', () => {
    onPoll = () => {
      if (now - 1_000_000 === 10 * 60 * 1000) writeFileSync(marker, '');
    };
    expect(() => waitForContent(marker)).not.toThrow();
  });
});
