import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { start } from './run.mjs';

const WAIT = ['-e', 'setTimeout(() => {}, 2000)'];

describe('start', () => {
  it('starts a process at a lower priority when given a niceness', async () => {
    const { child, exit } = start(process.execPath, WAIT, { niceness: 10 });
    expect(getPriority(child.pid)).toBe(10);
    child.kill();
    await exit;
  });

  it('leaves the priority alone otherwise, and passes spawn options through', async () => {
    const { child, exit } = start(process.execPath, WAIT, { stdio: 'pipe' });
    expect(getPriority(child.pid)).toBe(getPriority());
    expect(child.stdout).not.toBeNull();
    child.kill();
    await exit;
  });
});
