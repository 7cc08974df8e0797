import { describe, expect, it } from 'vitest';
import { idPrefix, span } from './tooltip-hast';

describe('span', () => {
  it('wraps a string in a text node and keeps other content as given', () => {
    const bold = { type: 'element' as const, tagName: 'b', properties: {}, children: [] };
    expect(span('tip-line', 'text').children).toEqual([{ type: 'text', value: 'text' }]);
    expect(span('tip-line', [bold]).children).toEqual([bold]);
  });
});

describe('idPrefix', () => {
  it('turns the document path into one dash per run of other characters, none at the ends', () => {
    expect(idPrefix('config', '/configuration/_output.mdx/')).toBe(
      'config-configuration-output-mdx-',
    );
  });

  it('falls back to the kind alone without a usable path', () => {
    expect(idPrefix('term', undefined)).toBe('term-');
    expect(idPrefix('term', '//')).toBe('term-');
  });
});
