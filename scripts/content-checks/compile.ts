/**
 * Compiles a page body the way the build does, minus highlighting: the site's remark plugins
 * (GFM, config syntaxes, known components), then MDX's own rehype and recma steps to
 * JavaScript. Works on the tree the reader already parsed, so a page is parsed once.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { ContentError } from '../../src/lib/content/content-error';
import { remarkPlugins } from '../../src/lib/markdown/remark-plugins';
import type { Failure } from '../../src/lib/content/problems';

const processor = createProcessor({ remarkPlugins, outputFormat: 'function-body' });

/** The reason the body does not compile, located, or undefined when it compiles. */
export async function compileProblem(tree: Root, file: string): Promise<Failure | undefined> {
  const vfile = new VFile({ path: file });
  try {
    // The processor's types start from its own parser; the reader's tree is that same mdast.
    const program = await processor.run(
      tree as unknown as Parameters<typeof processor.run>[0],
      vfile,
    );
    processor.stringify(program, vfile);
    return undefined;
  } catch (error) {
    if (error instanceof ContentError) {
      return { file, line: error.line, column: error.column, reason: error.reason };
    }
    const place = error as { line?: number; column?: number; reason?: string; message?: string };
    return {
      file,
      line: place.line ?? 1,
      ...(place.column ? { column: place.column } : {}),
      reason: `MDX does not compile: ${place.reason ?? place.message ?? String(error)}`,
    };
  }
}
