import { buildSearchIndex, indexedText, TEXT_INDEX_CHARS, toIndexed } from './build';
import type { SearchRecord } from './records';
import { tokenize } from './terms';

/** 306 characters of prose, so that the words after it straddle TEXT_INDEX_CHARS. */
const opening = 'Split the bundle. '.repeat(17);

const record = (fields: Partial<SearchRecord>): SearchRecord => ({
  url: '/configuration/output/',
  type: 'lvl1',
  lvl0: 'Configuration',
  lvl1: 'Output',
  text: 'Where bundles go.',
  content: 'Where bundles go.',
  ...fields,
});

describe('indexedText', () => {
  it('keeps a text of exactly the indexed length whole, its last word too', () => {
    const text = `${opening}Cache modules.`;
    expect(text).toHaveLength(TEXT_INDEX_CHARS);
    expect(indexedText(text)).toBe(text);
  });

  it('cuts a longer text at the last space, never inside a word', () => {
    expect(indexedText(`${opening}Cache assets too.`)).toBe(`${opening}Cache assets`);
  });

  it('bounds a text with no space early on to the indexed length', () => {
    const text = `data:image/png;base64,${'A'.repeat(600)}`;
    expect(indexedText(text)).toBe(text.slice(0, TEXT_INDEX_CHARS));
  });

  it('adds each name used past the start whole, once: package names and camelCase options', () => {
    const text =
      `${opening}Merge configs with webpack-merge for the electron30-main target, ` +
      'keep babel-preset-es2015 for old browsers, read the header with readUInt32LE, ' +
      'name chunks with chunkFilename and merge again with webpack-merge.';
    expect(indexedText(text)).toBe(
      `${opening}Merge configs webpack-merge electron30-main babel-preset-es2015 readUInt32LE chunkFilename`,
    );
  });
});

describe('toIndexed', () => {
  it('searches a page under its section title, not its own title again', () => {
    expect(toIndexed(record({}), 0, 0).parents).toBe('Configuration');
  });

  it('searches a section under its section and page titles', () => {
    const h2 = record({
      url: '/configuration/output/#outputpath',
      type: 'lvl2',
      lvl2: 'output.path',
    });
    expect(toIndexed(h2, 1, 0).parents).toBe('Configuration Output');
    const h3 = record({
      url: '/configuration/output/#outputpathinfo',
      type: 'lvl3',
      lvl2: 'output.path',
      lvl3: 'output.pathinfo',
    });
    expect(toIndexed(h3, 2, 0).parents).toBe('Configuration Output output.path');
  });

  it('names a top-level page once among the parents of its sections', () => {
    const page = record({ url: '/glossary/', lvl0: 'Glossary', lvl1: 'Glossary' });
    const h2 = record({
      url: '/glossary/#chunk',
      type: 'lvl2',
      lvl0: 'Glossary',
      lvl1: 'Glossary',
      lvl2: 'Chunk',
    });
    expect(toIndexed(page, 0, 0).parents).toBe('');
    expect(toIndexed(h2, 1, 0).parents).toBe('Glossary');
  });

  it('keeps the words of each message apart, and has none for a section without messages', () => {
    const messages = ['Module not found', 'Cannot resolve the entry'];
    expect(tokenize(toIndexed(record({ messages }), 0, 0).messages)).toEqual([
      'Module',
      'not',
      'found',
      'Cannot',
      'resolve',
      'the',
      'entry',
    ]);
    expect(toIndexed(record({}), 0, 0).messages).toBe('');
  });
});

describe('buildSearchIndex', () => {
  it('lists each page once in the page table, in the order of its first record', () => {
    const file = buildSearchIndex([
      record({}),
      record({ url: '/configuration/output/#outputpath', type: 'lvl2', lvl2: 'output.path' }),
      record({ url: '/guides/caching/', lvl0: 'Guides', lvl1: 'Caching' }),
    ]);
    expect(file.pages).toEqual([
      ['/configuration/output/', 'Configuration', 'Output'],
      ['/guides/caching/', 'Guides', 'Caching'],
    ]);
  });
});
