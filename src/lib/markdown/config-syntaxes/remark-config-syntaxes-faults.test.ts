import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import { remarkConfigSyntaxes } from './remark-config-syntaxes';

// A fault of the rewriter itself, not a block it cannot rewrite.
vi.mock('./variants', () => ({
  configVariants: () => {
    throw new TypeError('rewriter fault');
  },
}));

describe('remarkConfigSyntaxes and faults of the rewriter', () => {
  it('lets the fault through as it is, instead of blaming the block on the page', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'code', lang: 'js', meta: 'syntaxes', value: 'module.exports = {};' }],
    };
    const file = new VFile({ data: { rawDocumentData: { sourceFilePath: 'guides/e.mdx' } } });
    const run = () => remarkConfigSyntaxes()(tree, file);
    expect(run).toThrow(TypeError);
    expect(run).toThrow(/^rewriter fault$/);
  });
});
