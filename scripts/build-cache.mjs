// Persistent caches of the build steps, under node_modules/.cache/<step>/: one file per entry,
// named by a hash of everything the entry depends on (its own input, and the version of the
// code and packages that produce it), so a stale entry is never found, only left behind.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder of one step's cache (created). */
export function cacheDir(step, base = root) {
  const dir = join(base, 'node_modules', '.cache', step);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A hash of the code that produces a step's output: the given files (our bundled code) and
 * the lockfile (every package version).
 */
export function codeVersion(files, base = root) {
  const hash = createHash('sha256');
  for (const file of [...files, join(base, 'package-lock.json')]) {
    hash.update(`${file}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The cache key of `input` under a code version. */
export function cacheKey(version, input) {
  return createHash('sha256')
    .update(`${version}\n${JSON.stringify(input)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The cached text for `key`, or undefined. */
export function readCached(dir, key) {
  const file = join(dir, key);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Stores `text` for `key`; written aside and renamed, so no reader sees half an entry. */
export function writeCached(dir, key, text) {
  const file = join(dir, key);
  writeFileSync(`${file}.${process.pid}.tmp`, text);
  renameSync(`${file}.${process.pid}.tmp`, file);
}
