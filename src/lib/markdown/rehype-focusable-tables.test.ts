import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeFocusableTables } from './rehype-focusable-tables';

const element = (tagName: string, properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children: [],
});

describe('rehypeFocusableTables', () => {
  it('makes every table focusable and leaves other elements alone', () => {
    const nested = element('table');
    const tree: Root = {
      type: 'root',
      children: [element('table'), { ...element('div'), children: [nested] }, element('p')],
    };
    rehypeFocusableTables()(tree);
    expect((tree.children[0] as Element).properties.tabIndex).toBe(0);
    expect(nested.properties.tabIndex).toBe(0);
    expect((tree.children[1] as Element).properties.tabIndex).toBeUndefined();
    expect((tree.children[2] as Element).properties.tabIndex).toBeUndefined();
  });

  it('keeps a tabindex set by the author', () => {
    const tree: Root = { type: 'root', children: [element('table', { tabIndex: -1 })] };
    rehypeFocusableTables()(tree);
    expect((tree.children[0] as Element).properties.tabIndex).toBe(-1);
  });
});
