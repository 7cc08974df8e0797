/**
 * Persistent cache of the rehype step (node_modules/.cache/rehype): a page whose tree, file
 * data and inputs are unchanged gets its highlighted tree back without running the plugins.
 * The key covers everything the plugins read: the tree, the document's data, the worker's
 * bundled code, every package version (the lockfile), the glossary and the configuration
 * reference (config keys link to its headings). Entries are V8-serialized (an EntryStore), the
 * same cloning a worker's message goes through, so a hit hands over exactly what the worker
 * would have.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, cacheVersion, EntryStore } from '../cache/entry-store';
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

/** The rehype cache of the project `root`: its version is the worker's code and `files`. */
export function rehypeCache<T>(root: string, code: Uint8Array, files: string[]): EntryStore<T> {
  return new EntryStore<T>(cacheDir(root, 'rehype'), cacheVersion(root, [code], files));
}
