/**
 * Worker-thread side of `rehype-worker-pool`: runs the page-body rehype plugins (highlighting,
 * config links, glossary terms, copy buttons…) on trees the Contentlayer process sends, and
 * returns the new tree with the page's anchors. Bundled by esbuild at pool start.
 */
import type { Root } from 'hast';
import { parentPort } from 'node:worker_threads';
import rehypeSlug from 'rehype-slug';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import { hastAnchors, type Anchor } from '../content/anchors';
import { takePluginTimes, timed, type PluginTimes } from './plugin-times';
import { rehypePlugins } from './index';

/** A tree to transform, with the vfile data the plugins read (`rawDocumentData`). */
export interface RehypeJob {
  id: number;
  tree: Root;
  data: Record<string, unknown>;
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

parentPort?.on('message', async (job: RehypeJob) => {
  parentPort!.postMessage(await runJob(job));
});
