// For tests: a page's file parsed as the content step parses it (mdx-bundler's processor for
// Contentlayer, with its frontmatter plugins and ours), and the tree remarkKeepParse keeps.
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { deserialize } from 'node:v8';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { VFile } from 'vfile';
import { remarkPlugins } from './remark-plugins';
import { KEPT_PARSE, remarkKeepParse } from '../content/body-tree';

const processor = createProcessor({
  remarkPlugins: [
    remarkFrontmatter,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
    remarkKeepParse,
    ...remarkPlugins,
  ],
});

/** Parses `file` as the content step does; its `data[KEPT_PARSE]` then holds the kept tree. */
export function parseAsContentStep(file: VFile): void {
  processor.parse(file);
}

/** The tree the content step keeps of the page `file` (a copy, as the worker receives it). */
export function keptTree(file: string): Root {
  const vfile = new VFile({ value: file });
  parseAsContentStep(vfile);
  return deserialize(vfile.data[KEPT_PARSE] as Buffer) as Root;
}
