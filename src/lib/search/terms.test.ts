import { processTerm, stem, termsOf, tokenize } from './terms';

describe('tokenize', () => {
  it('splits on anything that is not a letter or digit', () => {
    expect(tokenize('output.publicPath = "/assets/";')).toEqual(['output', 'publicPath', 'assets']);
    expect(tokenize('.*+?^${}()|[]\\')).toEqual([]);
  });
  it('keeps CJK and accented words, drops emoji, and never throws on odd input', () => {
    expect(tokenize('模块 웹팩 café 🦄')).toEqual(['模块', '웹팩', 'café']);
    expect(tokenize(undefined as unknown as string)).toEqual([]);
  });
});

describe('processTerm', () => {
  it('adds the camelCase parts of identifiers', () => {
    expect(processTerm('SplitChunksPlugin')).toEqual([
      'splitchunksplugin',
      'split',
      'chunk',
      'plugin',
    ]);
    expect(processTerm('publicPath')).toEqual(['publicpath', 'public', 'path']);
    expect(processTerm('ESModule')).toEqual(['esmodul', 'es', 'modul']);
  });
  it('keeps a run of digits as one part, so a version or protocol number is found', () => {
    expect(processTerm('es2015')).toEqual(['es2015', 'es', '2015']);
    expect(processTerm('HTTP2Server')).toEqual(['http2server', 'http', '2', 'server']);
  });
  it('keeps whole words only in the title field and parts only in the parts field', () => {
    expect(processTerm('chunkLoading', 'title')).toEqual(['chunkload']);
    expect(processTerm('chunkLoading', 'titleParts')).toEqual(['chunk', 'load']);
    expect(processTerm('chunk', 'titleParts')).toBeNull();
  });
  it('drops stop words', () => {
    expect(processTerm('the')).toBeNull();
    expect(termsOf('the mode of the build')).toEqual(['mode', 'build']);
  });
  it('drops the question words that every reader question starts with', () => {
    expect(termsOf('what is a chunk')).toEqual(['chunk']);
    expect(termsOf('which devtool')).toEqual(['devtool']);
    expect(termsOf('when would we use webpack’s cache')).toEqual(['use', 'webpack', 'cach']);
  });
});

describe('stem', () => {
  it('brings inflections of a word to one term', () => {
    for (const group of [
      ['cache', 'caches', 'caching', 'cached'],
      ['split', 'splitting', 'splits'],
      ['module', 'modules'],
      ['library', 'libraries'],
      ['bundle', 'bundles', 'bundling', 'bundled'],
      ['tie', 'ties'],
      ['class', 'classes'],
      ['asset', 'assets'],
      ['use', 'uses'],
      ['transform', 'transforms', 'transformed', 'transforming'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join()).toBe(1);
    }
  });
  it('undoubles a consonant left by -ing/-ed, but keeps ll, ss, a short stem and a short -ed word', () => {
    for (const group of [
      ['add', 'adds', 'adding'],
      ['embed', 'embeds', 'embedded', 'embedding'],
      ['install', 'installs', 'installed', 'installing'],
      ['pass', 'passing', 'passed'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join()).toBe(1);
    }
  });
  it('brings British and American spellings to one term', () => {
    expect(stem('optimisation')).toBe(stem('optimization'));
    expect(stem('minimiser')).toBe(stem('minimizer'));
    expect(stem('minimised')).toBe(stem('minimized'));
    expect(stem('analyse')).toBe(stem('analyze'));
    expect(stem('behaviour')).toBe(stem('behavior'));
    expect(stem('use')).toBe('use');
  });
  it('respells only the ending of a word, so the start a reader has typed still leads to it', () => {
    for (const [typed, word] of [
      ['millis', 'milliseconds'],
      ['resou', 'resources'],
    ] as const) {
      expect(stem(word).startsWith(stem(typed)), word).toBe(true);
    }
  });
  it('does not respell short words that merely end like British ones', () => {
    // `four` as `for` would, as the last word typed, also find `format` and `force`.
    expect(stem('four')).toBe('four');
    expect(stem('hours')).toBe('hour');
    expect(stem('rise')).toBe('rise');
  });
  it('leaves short words, identifiers and -ss/-us/-is words alone', () => {
    expect(stem('css')).toBe('css');
    expect(stem('process')).toBe('process');
    expect(stem('status')).toBe('status');
    expect(stem('string')).toBe('string');
    expect(stem('v5')).toBe('v5');
  });
});
