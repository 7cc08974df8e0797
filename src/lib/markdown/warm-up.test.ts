import { describe, expect, it } from 'vitest';
import { takeAnchors } from './rehype-worker-pool';
import { warmPipeline } from './warm-up';

describe('warmPipeline', () => {
  it('compiles a page through every step, on a worker, and leaves nothing behind', async () => {
    const code = await warmPipeline();
    // A heading, a glossary term and a prose link: their plugins ran too.
    expect(code).toContain('id: "output"');
    expect(code).toContain('href=\\"/glossary/#chunk\\"');
    expect(code).toContain('href=\\"/configuration/output/\\"');
    expect(code).toContain('production');
    // Highlighted (a worker ran rehype-pretty-code) and rewritten into its syntaxes.
    expect(code).toContain('data-rehype-pretty-code-figure');
    expect(code).toContain('webpack.config.js');
    // All three variants, so the worker has loaded the TypeScript grammar before a real page.
    expect(code).toContain('webpack.config.mjs');
    expect(code).toContain('webpack.config.ts');
    // Not a real page: no anchors wait for a computed field.
    expect(takeAnchors('warm-up.mdx')).toBeUndefined();
  }, 60_000);
});
