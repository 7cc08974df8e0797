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

  it('is undefined when the dev server has not written one', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(devStatus(join(root, 'none'))).toBeUndefined();
    rmSync(root, { recursive: true, force: true });
  });
});
