import { indexedText, TEXT_INDEX_CHARS } from './build';

/** 306 characters of prose, so that the words after it straddle TEXT_INDEX_CHARS. */
const opening = 'Split the bundle. '.repeat(17);

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
