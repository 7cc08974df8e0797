/**
 * `parseMdx` with a persistent cache (node_modules/.cache/mdast, an EntryStore): a build parsed
 * every page's MDX once for the search index, once more for its Markdown twin and, in each
 * rehype worker, once more for the configuration reference, about 25 ms a page each time.
 * Reading the tree back costs about a twentieth of that. Entries are keyed by the source and by
 * the lockfile (the parser's versions); each call gets its own copy, so a caller may change the
 * tree it gets. A cache that cannot be written is skipped.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
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
 * Puts the Markdown tree of `source` in the cache unless it is there: for a thread that parses
 * ahead of the steps that read the trees, and needs none itself. `tree`, when given, is that
 * tree already (see body-tree.ts), and spares the parse.
 */
export function fillParseCache(source: string, tree?: Root, root = process.cwd()): void {
  const store = storeFor(root);
  const key = store.key(source);
  if (!existsSync(store.file(key))) store.set(key, tree ?? parseMdx(source));
}

/** gray-matter's split alone: the frontmatter's YAML is not read (zod checks it elsewhere). */
const SPLIT_ONLY = { engines: { yaml: () => ({}) } };

/**
 * A page's MDX body as Contentlayer stores it (`body.raw`), which is what the search index and
 * the twins parse: the file after its frontmatter, as gray-matter (Contentlayer's own
 * splitter) cuts it.
 */
export function bodyOf(file: string): string {
  // A fresh options object: gray-matter caches by input when given none.
  return matter(file, { ...SPLIT_ONLY }).content;
}
