import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedBetween, failureMessage, installChanges, trackedChanges } from './ci-install.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A git repository with a committed package.json and package-lock.json. */
function repository() {
  const dir = mkdtempSync(join(tmpdir(), 'ci-install-'));
  folders.push(dir);
  const git = (...args) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  writeFileSync(join(dir, 'package.json'), '{ "name": "fixture" }\n');
  writeFileSync(join(dir, 'package-lock.json'), '{ "lockfileVersion": 3 }\n');
  git('add', '.');
  git('-c', 'user.name=CI', '-c', 'user.email=ci@example.invalid', 'commit', '-q', '-m', 'init');
  return dir;
}

describe('ci-install', () => {
  it('passes when the install leaves every tracked file as committed', () => {
    const dir = repository();
    const result = installChanges(dir, () => {
      // node_modules is not tracked: writing it is what an install does.
      writeFileSync(join(dir, 'untracked.txt'), 'x');
      return 0;
    });
    expect(result).toEqual({ status: 0, files: [] });
    expect(failureMessage(result.files)).toBe('');
  });

  it('fails naming the lockfile when the install rewrites it', () => {
    const dir = repository();
    const result = installChanges(dir, () => {
      writeFileSync(join(dir, 'package-lock.json'), '{ "lockfileVersion": 3, "more": true }\n');
      return 0;
    });
    expect(result.files).toEqual(['package-lock.json']);
    const message = failureMessage(result.files);
    expect(message).toMatch(/^npm install changed 1 tracked file:\n {2}package-lock\.json\n/);
    expect(message).toMatch(/fresh clone stays clean/);
  });

  it('reports deleted files and ignores edits made before the install', () => {
    const dir = repository();
    writeFileSync(join(dir, 'package.json'), '{ "name": "edited by hand" }\n');
    const result = installChanges(dir, () => {
      unlinkSync(join(dir, 'package-lock.json'));
      return 0;
    });
    expect(result.files).toEqual(['package-lock.json']);
  });

  it('reports a file edited before the install that the install changes again', () => {
    const dir = repository();
    writeFileSync(join(dir, 'package.json'), '{ "name": "edited by hand" }\n');
    const result = installChanges(dir, () => {
      writeFileSync(join(dir, 'package.json'), '{ "name": "rewritten by npm" }\n');
      return 0;
    });
    expect(result.files).toEqual(['package.json']);
  });

  it('returns a failing install’s status without comparing', () => {
    const dir = repository();
    expect(installChanges(dir, () => 3)).toEqual({ status: 3, files: [] });
  });

  it('compares snapshots file by file', () => {
    const dir = repository();
    expect(trackedChanges(dir).size).toBe(0);
    expect(
      changedBetween(
        new Map([
          ['a', '1'],
          ['b', '2'],
        ]),
        new Map([
          ['b', '3'],
          ['c', '4'],
        ]),
      ),
    ).toEqual(['a', 'b', 'c']);
  });
});
