import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { figureTitle, visitOutsideCode } from './code-figure';
import { rehypeConfigLinks } from './rehype-config-links';
import { rehypeCopyButton } from './rehype-copy-button';
import { rehypeExplainLink } from './rehype-explain-link';
import { rehypeFocusableTables } from './rehype-focusable-tables';

function element(
  tagName: string,
  properties: Element['properties'],
  children: Element['children'],
) {
  return { type: 'element', tagName, properties, children } as Element;
}

/** A highlighted block as rehype-pretty-code leaves it; `reads` counts reads of its tokens. */
function highlightedBlock(title?: string) {
  const counter = { reads: 0 };
  const token = (value: string): Element => {
    const node = element('span', { style: '--shiki-light:#000' }, [{ type: 'text', value }]);
    Object.defineProperty(node, 'tagName', {
      enumerable: true,
      get: () => {
        counter.reads += 1;
        return 'span';
      },
    });
    return node;
  };
  const line = element('span', { dataLine: '' }, [token('mode'), token(': '), token("'none'")]);
  const code = element('code', { dataLanguage: 'js', dataTheme: 'light dark' }, [line]);
  const caption = title
    ? [element('figcaption', { dataRehypePrettyCodeTitle: '' }, [{ type: 'text', value: title }])]
    : [];
  const figure = element('figure', { dataRehypePrettyCodeFigure: '' }, [
    ...caption,
    element('pre', {}, [code]),
  ]);
  return { figure, counter };
}

describe('visitOutsideCode', () => {
  it('visits every element but the code blocks and what they hold', () => {
    const { figure } = highlightedBlock('notes.txt');
    const table = element('table', {}, [element('tr', {}, [])]);
    const tree: Root = { type: 'root', children: [element('p', {}, []), figure, table] };
    const seen: string[] = [];
    visitOutsideCode(tree, (node) => {
      seen.push(node.tagName);
    });
    expect(seen).toEqual(['p', 'figure', 'figcaption', 'table', 'tr']);
    expect(figureTitle(figure)).toBe('notes.txt');
  });
});

describe('the plugins that run after highlighting', () => {
  // Highlighted code is most of a page's elements (one span per token): these plugins look for
  // figures, titles and tables, and walking every token was a large part of their time.
  it.each([
    ['rehypeCopyButton', rehypeCopyButton()],
    ['rehypeFocusableTables', rehypeFocusableTables()],
    ['rehypeExplainLink', rehypeExplainLink()],
    ['rehypeConfigLinks', rehypeConfigLinks()],
  ] as const)('%s reads no token of a block it does not rewrite', (_name, plugin) => {
    const { figure, counter } = highlightedBlock('notes.txt');
    plugin({ type: 'root', children: [figure] });
    expect(counter.reads).toBe(0);
  });
});
