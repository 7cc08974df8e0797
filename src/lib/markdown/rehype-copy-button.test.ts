import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeCopyButton } from './rehype-copy-button';
import { renderMarkdown } from '../../../tests/unit/render-markdown';

function figure(children: Element[]): Element {
  return {
    type: 'element',
    tagName: 'figure',
    properties: { dataRehypePrettyCodeFigure: '' },
    children,
  };
}
const pre: Element = { type: 'element', tagName: 'pre', properties: {}, children: [] };

describe('rehypeCopyButton', () => {
  it('appends one labelled copy button to each code figure', () => {
    const tree: Root = { type: 'root', children: [figure([pre]), figure([pre])] };
    rehypeCopyButton()(tree);
    for (const node of tree.children as Element[]) {
      const button = node.children.at(-1) as Element;
      expect(button.tagName).toBe('button');
      // The class carries the visible "Copy"/"Copied" text and the button's place (globals.css).
      expect(button.properties).toMatchObject({
        type: 'button',
        className: ['copy-code'],
        dataCopyCode: '',
        ariaLabel: 'Copy code',
      });
    }
  });

  it('leaves other figures and inline code alone', () => {
    const other: Element = { type: 'element', tagName: 'figure', properties: {}, children: [pre] };
    const inline = figure([]);
    // A figure holding no <pre> (only its caption) has no code to copy.
    const caption: Element = {
      type: 'element',
      tagName: 'figcaption',
      properties: {},
      children: [],
    };
    const captionOnly = figure([caption]);
    // Only the figure itself takes the button, not another element carrying the marker.
    const marked: Element = { ...figure([pre]), tagName: 'div' };
    const tree: Root = { type: 'root', children: [other, inline, captionOnly, marked] };
    rehypeCopyButton()(tree);
    expect(other.children).toHaveLength(1);
    expect(inline.children).toHaveLength(0);
    expect(captionOnly.children).toHaveLength(1);
    expect(marked.children).toHaveLength(1);
  });
});

describe('rehypeCopyButton in the real pipeline', () => {
  it('adds a copy button to every fenced code block highlighted by rehype-pretty-code', async () => {
    const html = await renderMarkdown(
      '## Title\n\n```js title="a.js"\nconst a = 1;\n```\n\n```diff\n-a\n+b\n```\n\nand `inline`',
    );
    expect(html.match(/<button[^>]*data-copy-code/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Copy code"');
  });
});
