import { describe, expect, it } from 'vitest';
import { checkDepth, formatSectionWords, wordsPerSection } from './depth';
import type { ContentPage } from './reader';

const page = (file: string, section: string, slug: string, words: number) =>
  ({ file, section, slug, words }) as ContentPage;

const pages = [
  page('content/loaders/index.mdx', 'loaders', 'index', 50),
  page('content/loaders/css-loader.mdx', 'loaders', 'css-loader', 310),
  page('content/loaders/val-loader.mdx', 'loaders', 'val-loader', 299),
  page('content/glossary.mdx', 'glossary', 'glossary', 900),
];

describe('wordsPerSection', () => {
  it('sums prose words and pages per section', () => {
    expect(wordsPerSection(pages)).toEqual([
      { section: 'glossary', pages: 1, words: 900 },
      { section: 'loaders', pages: 3, words: 659 },
    ]);
  });

  it('formats figures against their targets', () => {
    const lines = formatSectionWords(wordsPerSection(pages), { loaders: 15_000 });
    expect(lines[0]).toMatch(/^glossary +1 pages +900 words$/);
    expect(lines[1]).toMatch(/^loaders +3 pages +659 words \/ 15,000 {2}SHORT$/);
  });
});

describe('checkDepth', () => {
  it('fails short sections and short non-index pages, with file and line', () => {
    expect(checkDepth(pages, { sections: { loaders: 15_000 }, pageMinimum: 300 })).toEqual([
      {
        file: 'content/loaders/index.mdx',
        line: 1,
        reason: 'section loaders has 659 prose words, under 15000',
      },
      {
        file: 'content/loaders/val-loader.mdx',
        line: 1,
        reason: 'page has 299 prose words, under 300',
      },
    ]);
  });

  it('passes when every target is reached', () => {
    expect(checkDepth(pages, { sections: { loaders: 600 }, pageMinimum: 299 })).toEqual([]);
  });
});
