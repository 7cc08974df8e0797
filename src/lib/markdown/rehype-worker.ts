/**
 * Worker-thread side of `rehype-worker-pool`: runs the page-body rehype plugins (highlighting,
 * config links, glossary terms, copy buttons…) on trees the Contentlayer process sends, and
 * returns the new tree with the page's anchors. Bundled by esbuild at pool start.
 */
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { deserialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import rehypeSlug from 'rehype-slug';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { hastAnchors, type Anchor } from '../content/anchors';
import { bodyTree } from '../content/body-tree';
import { bodyOf, fillParseCache } from '../content/parse-cache';
import { takePluginTimes, timed, type PluginTimes } from './plugin-times';
import { rehypePlugins } from './index';

/**
 * A tree to transform, with the vfile data the plugins read (`rawDocumentData`) and the page's
 * file as written, whose body's Markdown tree is kept for later steps once the result is sent
 * (see `scheduleParse`): from `parsed`, Contentlayer's own parse of the file (V8-serialized,
 * see body-tree.ts), or else parsed here.
 */
export interface RehypeJob {
  id: number;
  tree: Root;
  data: Record<string, unknown>;
  source?: string;
  parsed?: Uint8Array;
}

export type RehypeResult =
  | { id: number; tree: Root; anchors: Anchor[]; ms: PluginTimes }
  | { id: number; error: { message: string; stack?: string } };

/** Reads the anchors right after rehype-slug, before heading links and tooltips add text. */
function collectAnchors() {
  return (tree: Root, file: VFile) => {
    file.data.anchors = hastAnchors(tree);
  };
}

function withAnchorCollector(plugins: PluggableList): PluggableList {
  const slug = plugins.indexOf(rehypeSlug);
  if (slug < 0) throw new Error('rehype-worker: rehype-slug is not in the rehype plugins');
  return [...plugins.slice(0, slug + 1), collectAnchors, ...plugins.slice(slug + 1)];
}

const processor = unified()
  .use(timed(withAnchorCollector(rehypePlugins)))
  .freeze();

/** Transforms one job's tree; never throws (an error travels back as data). */
export async function runJob(job: RehypeJob): Promise<RehypeResult> {
  try {
    const file = new VFile({ data: job.data });
    const tree = (await processor.run(job.tree, file)) as Root;
    const anchors = (file.data.anchors as Anchor[] | undefined) ?? [];
    return { id: job.id, tree, anchors, ms: takePluginTimes() };
  } catch (error) {
    const { message, stack } = error instanceof Error ? error : new Error(String(error));
    return { id: job.id, error: { message, stack } };
  }
}

/**
 * Puts pages' Markdown trees in the parse cache while this thread has no page to transform:
 * otherwise the search index (in one of Next's render workers) and the twins would parse every
 * page, 10 s of one core at 1,000 pages on a cold build. The tree comes from Contentlayer's
 * parse where it can (about a millisecond instead of about 25 for a parse of our own), and
 * these threads wait on Contentlayer's single thread much of the time. One page at a time,
 * each only once no page is in hand, so a page never waits behind more than one; sources still
 * queued when the content step ends are parsed later by the steps that need them.
 */
const toParse: { source: string; parsed?: Uint8Array }[] = [];

/** Puts the Markdown tree of the page `source` in the parse cache, from `parsed` if it can. */
export function keepBodyTree(source: string, parsed?: Uint8Array, root = process.cwd()): void {
  const body = bodyOf(source);
  const tree = parsed && bodyTree(source, body, deserialize(parsed) as MdastRoot);
  fillParseCache(body, tree, root);
}

let transforming = 0;
let scheduled = false;

/** Parses the next queued source on a later turn of the event loop, one turn per source. */
function scheduleParse() {
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    if (transforming > 0 || toParse.length === 0) return;
    try {
      // Here rather than on Contentlayer's thread, the content step's bottleneck.
      const { source, parsed } = toParse.shift()!;
      keepBodyTree(source, parsed);
    } catch {
      // Not parseable as the later steps read it: they report it themselves.
    }
    scheduleParse();
  });
}

parentPort?.on('message', async (job: RehypeJob) => {
  transforming += 1;
  const result = await runJob(job);
  transforming -= 1;
  parentPort!.postMessage(result);
  if (job.source !== undefined) toParse.push({ source: job.source, parsed: job.parsed });
  scheduleParse();
});
