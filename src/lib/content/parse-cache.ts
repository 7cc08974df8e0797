/**
 * `parseMdx` with a persistent cache (node_modules/.cache/mdast, an EntryStore): a build parsed
 * every page's MDX once for the search index, once more for its Markdown twin and, in each
 * rehype worker, once more for the configuration reference, about 25 ms a page each time.
 * Reading the tree back costs about a twentieth of that. Entries are keyed by the source and by
 * the lockfile (the parser's versions); each call gets its own copy, so a caller may change the
 * tree it gets. A cache that cannot be written is skipped.
 */
import { join } from 'node:path';
import type { Root } from 'mdast';
import { cacheDir, cacheVersion, EntryStore } from '../cache/entry-store';
import { parseMdx } from './anchors';

/** Bump when parseMdx changes in a way the lockfile does not show (its plugins or options). */
const PARSER_VERSION = 1;

const stores = new Map<string, EntryStore<Root>>();

function storeFor(root: string): EntryStore<Root> {
  let store = stores.get(root);
  if (!store) {
    const version = cacheVersion(root, [`parseMdx ${PARSER_VERSION}`], [join(root, 'package-lock.json')]);
    store = new EntryStore(cacheDir(root, 'mdast'), version);
    stores.set(root, store);
  }
  return store;
}

/** The cache file of `source` under the project `root`. */
export function parseCacheFile(source: string, root = process.cwd()): string {
  const store = storeFor(root);
  return store.file(store.key(source));
}

/** The Markdown tree of an MDX source, as parseMdx gives it, from the cache when it has it. */
export function parseMdxCached(source: string, root = process.cwd()): Root {
  const store = storeFor(root);
  const key = store.key(source);
  const kept = store.get(key);
  if (kept) return kept;
  const tree = parseMdx(source);
  store.set(key, tree);
  return tree;
}

/**
 * A page's MDX body as Contentlayer stores it (`body.raw`), which is what the search index and
 * the twins parse: the file after its frontmatter block and that block's line break.
 */
export function bodyOf(file: string): string {
  const frontmatter = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(file);
  return frontmatter ? file.slice(frontmatter[0].length) : file;
}
