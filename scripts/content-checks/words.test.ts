import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { countWords, proseWords } from './words';

const parse = (source: string) =>
  unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source);

describe('countWords', () => {
  it('counts tokens holding a letter or digit, not punctuation', () => {
    expect(countWords('  webpack 5 — bundles | modules => fast.  ')).toBe(5);
    expect(countWords('')).toBe(0);
  });
});

describe('proseWords', () => {
  it('counts headings, paragraphs, lists, tables, inline code and callout text', () => {
    const source = [
      '## Two words',
      'One **two**three `output.path` four.',
      '- five six',
      '| seven | eight |\n| --- | --- |\n| nine | ten |',
      '<Tip>eleven twelve</Tip>',
    ].join('\n\n');
    // `two**three**` runs together as one word, as a reader sees it.
    expect(proseWords(parse(source))).toBe(2 + 4 + 2 + 4 + 2);
  });

  it('ignores code fences, JSX tag names and attributes, expressions and images', () => {
    const source = [
      'prose here',
      '```js\nconst not = counted;\n```',
      '<Badge kind="not counted">5.20.0+</Badge>',
      '{/* not counted either */}',
      '![alt text not counted](/favicon.svg)',
    ].join('\n\n');
    expect(proseWords(parse(source))).toBe(3);
  });
});
