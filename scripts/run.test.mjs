import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lowerPriority, start } from './run.mjs';

const WAIT = ['-e', 'setTimeout(() => {}, 2000)'];

describe('lowerPriority', () => {
  it('lowers a started process to the given niceness', async () => {
    const { child, exit } = start(process.execPath, WAIT);
    expect(getPriority(child.pid)).toBe(getPriority());
    lowerPriority(child, 10);
    expect(getPriority(child.pid)).toBe(10);
    child.kill();
    await exit;
  });

  it('lets a process that has already ended go: its exit code tells why', async () => {
    const { child, exit } = start(process.execPath, ['-e', 'process.exit(3)']);
    expect(await exit).toBe(3);
    expect(() => lowerPriority(child, 10)).not.toThrow();
  });
});
