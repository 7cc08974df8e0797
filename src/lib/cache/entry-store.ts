/**
 * The build's persistent caches under node_modules/.cache/<name> (the parsed MDX trees, the
 * rehype step's output): one V8-serialized file per entry, named by a hash of the cache's
 * version (the code and packages that produce its entries) and the entry's own input, so a
 * stale entry is never found, only left behind. V8 serialization is the same cloning a worker's
 * message goes through, and each read is a fresh copy the caller may change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { threadId } from 'node:worker_threads';

/** A cache's folder in the project `root`: node_modules/.cache/<name>, beside the tools' own. */
export const cacheDir = (root: string, name: string) => join(root, 'node_modules', '.cache', name);

/**
 * A version from `parts` (the producing code, a format number) and the content of `files`,
 * each named relative to `root` (a moved checkout keeps its cache; a renamed file does not).
 */
export function cacheVersion(root: string, parts: (string | Uint8Array)[], files: string[]) {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\n');
  for (const file of files) {
    hash.update(`\n${relative(root, file)}\n`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export class EntryStore<T> {
  constructor(
    readonly dir: string,
    private readonly version: string,
  ) {}

  /** The entry's name for `input` (anything V8 can serialize). */
  key(input: unknown): string {
    return createHash('sha256')
      .update(this.version)
      .update(serialize(input))
      .digest('hex')
      .slice(0, 32);
  }

  file(key: string): string {
    return join(this.dir, key);
  }

  get(key: string): T | undefined {
    const file = this.file(key);
    return existsSync(file) ? (deserialize(readFileSync(file)) as T) : undefined;
  }

  /**
   * Keeps `value`, written aside and renamed, so a reader in another process or thread never
   * sees half an entry. False when the cache cannot be written (a read-only or missing
   * node_modules): the caller's value stands, it is only not kept.
   */
  set(key: string, value: T): boolean {
    const file = this.file(key);
    try {
      mkdirSync(this.dir, { recursive: true });
      const temporary = `${file}.${process.pid}-${threadId}.tmp`;
      writeFileSync(temporary, serialize(value));
      renameSync(temporary, file);
      return true;
    } catch {
      return false;
    }
  }
}
