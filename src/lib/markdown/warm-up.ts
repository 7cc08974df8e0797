/**
 * Warms the page-body pipeline: compiles one small page the way Contentlayer compiles every
 * page (the remark plugins here, the rehype plugins on a worker), so that the next page built
 * does not pay for the start. The dev server's content step asks for it at start
 * (REHYPE_WARM_START, see contentlayer.config.ts): its first build comes from Contentlayer's
 * cache, so the first page the pipeline would otherwise see is a writer's first save, which
 * then waited about 3 s for the workers, the highlighter, the glossary and the reference
 * headings. One page warms one worker, the one an idle pool hands the next job to.
 */
import { compile } from '@mdx-js/mdx';
import { remarkPlugins } from './remark-plugins';
import { rehypeInWorkersUncached } from './rehype-worker-pool';

/** A page that wakes every plugin: headings, a term, prose links, a configuration in syntaxes. */
export const WARM_UP_PAGE = [
  '## Output',
  'Each chunk ends up in the [output](/configuration/output/) folder.',
  '```js title="webpack.config.js" syntaxes',
  "module.exports = { mode: 'production', output: { filename: '[name].js' } };",
  '```',
].join('\n\n');

/**
 * Compiles the warm-up page: its compiled code, or undefined when it failed. Never throws: a
 * real page reports a broken pipeline.
 */
export async function warmPipeline(): Promise<string | undefined> {
  try {
    const file = await compile(
      { value: WARM_UP_PAGE, data: { rawDocumentData: { sourceFilePath: 'warm-up.mdx' } } },
      { remarkPlugins, rehypePlugins: [rehypeInWorkersUncached] },
    );
    return String(file);
  } catch {
    return undefined;
  }
}
