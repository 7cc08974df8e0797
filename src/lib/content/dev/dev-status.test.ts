import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEV_STATUS_PATH, devStatus, type DevStatus } from './dev-status';

const root = mkdtempSync(join(tmpdir(), 'dev-status-'));
const file = join(root, DEV_STATUS_PATH);
afterEach(() => vi.unstubAllEnvs());

function write(status: DevStatus, time: number) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(status));
  utimesSync(file, time, time);
}

describe('devStatus', () => {
  const problem = {
    file: 'content/a.mdx',
    line: 3,
    column: 1,
    reason: 'frontmatter field "sort" must be a number',
  };

  it('is read in development only', () => {
    write({ revision: 1, state: 'ready', watching: true, problems: [] }, 1000);
    vi.stubEnv('NODE_ENV', 'production');
    expect(devStatus(root)).toBeUndefined();
    vi.stubEnv('NODE_ENV', 'development');
    expect(devStatus(root)).toEqual({ revision: 1, state: 'ready', watching: true, problems: [] });
  });

  it('follows the file as the content step rewrites it', () => {
    vi.stubEnv('NODE_ENV', 'development');
    write({ revision: 2, state: 'ready', watching: true, problems: [problem] }, 2000);
    expect(devStatus(root)?.problems).toEqual([problem]);
    write({ revision: 3, state: 'ready', watching: true, problems: [] }, 3000);
    expect(devStatus(root)).toMatchObject({ revision: 3, problems: [] });
  });

  it('reads the file again only when its time changes: every render asks', () => {
    vi.stubEnv('NODE_ENV', 'development');
    write({ revision: 4, state: 'ready', watching: true, problems: [] }, 4000);
    expect(devStatus(root)?.revision).toBe(4);
    // Rewritten with the same time: not read, so the report is the one already parsed.
    write({ revision: 5, state: 'ready', watching: true, problems: [] }, 4000);
    expect(devStatus(root)?.revision).toBe(4);
  });

  it('keeps the last report while the file cannot be read, and has none before the first', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.resetModules();
    const fresh = (await import('./dev-status')).devStatus;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '{"revision":');
    utimesSync(file, 5000, 5000);
    expect(fresh(root)).toBeUndefined();
    write({ revision: 6, state: 'starting', watching: false, problems: [] }, 6000);
    expect(fresh(root)?.revision).toBe(6);
    writeFileSync(file, 'not json');
    utimesSync(file, 7000, 7000);
    expect(fresh(root)?.revision).toBe(6);
  });

  it('is undefined when the dev server has not written one', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(devStatus(join(root, 'none'))).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
