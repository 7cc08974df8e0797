/**
 * `parseMdx` with a persistent cache (node_modules/.cache/mdast): a build parsed every page's
 * MDX once for the search index, once more for its Markdown twin and, in each rehype worker,
 * once more for the configuration reference, about 25 ms a page each time. Reading the tree
 * back costs about a twentieth of that. Entries are keyed by the source and by the lockfile
 * (the parser's versions), V8-serialized like the rehype cache; each call gets its own copy,
 * so a caller may change the tree it gets. A cache that cannot be written is skipped.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { threadId } from 'node:worker_threads';
import type { Root } from 'mdast';
import { parseMdx } from './anchors';

/** Bump when parseMdx changes in a way the lockfile does not show (its plugins or options). */
const PARSER_VERSION = 1;

interface Store {
  dir: string;
  version: string;
}

const stores = new Map<string, Store>();

function storeFor(root: string): Store {
  let store = stores.get(root);
  if (!store) {
    const lockfile = join(root, 'package-lock.json');
    const version = createHash('sha256')
      .update(`parseMdx ${PARSER_VERSION}\n`)
      .update(existsSync(lockfile) ? readFileSync(lockfile) : '')
      .digest('hex');
    store = { dir: join(root, 'node_modules', '.cache', 'mdast'), version };
    stores.set(root, store);
  }
  return store;
}

/** The cache file of `source` under the project `root`. */
export function parseCacheFile(source: string, root = process.cwd()): string {
  const { dir, version } = storeFor(root);
  const key = createHash('sha256').update(version).update(source).digest('hex').slice(0, 32);
  return join(dir, key);
}

/** The Markdown tree of an MDX source, as parseMdx gives it, from the cache when it has it. */
export function parseMdxCached(source: string, root = process.cwd()): Root {
  const file = parseCacheFile(source, root);
  if (existsSync(file)) return deserialize(readFileSync(file)) as Root;
  const tree = parseMdx(source);
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside and renamed: a reader in another process or thread never sees half an entry.
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temporary, serialize(tree));
    renameSync(temporary, file);
  } catch {
    // A read-only or missing node_modules: the tree is still right, only not kept.
  }
  return tree;
}
