import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/content-error';
import { MDX_COMPONENT_NAMES } from './mdx-components';
import { remarkKnownComponents } from './remark-known-components';

function compileAs(source: string, path = 'content/guides/a.mdx') {
  return compile(new VFile({ path, value: source }), { remarkPlugins: [remarkKnownComponents] });
}

describe('remarkKnownComponents', () => {
  it('accepts every site component and plain HTML tags', async () => {
    const tags = MDX_COMPONENT_NAMES.map((name) => `<${name}>x</${name}>`).join('\n\n');
    await expect(compileAs(`${tags}\n\n<div>ok</div> and <kbd>K</kbd>`)).resolves.toBeDefined();
  });

  it('accepts camel-case SVG elements, which are HTML, not components', async () => {
    const svg = '<svg viewBox="0 0 1 1"><linearGradient id="g" /><clipPath id="c" /></svg>';
    await expect(compileAs(svg)).resolves.toBeDefined();
  });

  it('names the file, line, column and tag of an unknown component', async () => {
    const error = await compileAs('Intro\n\nSome <Tipp>typo</Tipp> here.').catch((e) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toBe(
      'content/guides/a.mdx:3:6: unknown MDX component <Tipp>: a page may use <Badge>, <Callout>, <Tip>, <Warning>',
    );
  });

  it('refuses member expressions, which the site never provides', async () => {
    await expect(compileAs('<ui.Tip>x</ui.Tip>')).rejects.toThrow('unknown MDX component <ui.Tip>');
  });

  it('places an unknown component another plugin made, without a position, at 1:1', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'mdxJsxFlowElement', name: 'Tipp', attributes: [], children: [] }],
    } as unknown as Root;
    const file = new VFile({ path: 'content/guides/b.mdx' });
    expect(() => remarkKnownComponents()(tree, file)).toThrow(
      /^content\/guides\/b\.mdx:1:1: unknown MDX component <Tipp>/,
    );
  });
});
