/**
 * Persistent cache of the rehype step (node_modules/.cache/rehype): a page whose tree, file
 * data and inputs are unchanged gets its highlighted tree back without running the plugins.
 * The key covers everything the plugins read: the tree, the document's data, the worker's
 * bundled code, every package version (the lockfile), the glossary and the configuration
 * reference (config keys link to its headings). Entries are V8-serialized, the same cloning a
 * worker's message goes through, so a hit hands over exactly what the worker would have.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { CONFIG_REFERENCE_SECTION, GLOSSARY_SOURCE } from '../site/reference-links';

/** The files besides the page itself whose content the plugins' output depends on. */
export function dependencyFiles(root: string, contentDir: string): string[] {
  const reference = join(contentDir, CONFIG_REFERENCE_SECTION);
  const pages = existsSync(reference)
    ? readdirSync(reference)
        .filter((file) => /\.mdx?$/.test(file))
        .sort()
        .map((file) => join(reference, file))
    : [];
  return [join(root, 'package-lock.json'), join(contentDir, GLOSSARY_SOURCE), ...pages];
}

export class RehypeCache<T> {
  private readonly version: string;

  constructor(
    private readonly dir: string,
    /** The worker's code, and the files `dependencyFiles` lists. */
    code: Uint8Array,
    files: string[],
  ) {
    const hash = createHash('sha256').update(code);
    for (const file of files) {
      hash.update(`\n${file}\n`);
      if (existsSync(file)) hash.update(readFileSync(file));
    }
    this.version = hash.digest('hex');
    mkdirSync(dir, { recursive: true });
  }

  key(input: unknown): string {
    return createHash('sha256')
      .update(this.version)
      .update(serialize(input))
      .digest('hex')
      .slice(0, 32);
  }

  get(key: string): T | undefined {
    const file = join(this.dir, key);
    return existsSync(file) ? (deserialize(readFileSync(file)) as T) : undefined;
  }

  /** Written aside and renamed: a reader never sees half an entry. */
  set(key: string, value: T): void {
    const file = join(this.dir, key);
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, serialize(value));
    renameSync(temporary, file);
  }
}
