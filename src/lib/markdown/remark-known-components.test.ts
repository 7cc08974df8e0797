import { compile } from '@mdx-js/mdx';
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
});
