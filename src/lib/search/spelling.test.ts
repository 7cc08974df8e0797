import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedRecord } from './options';
import {
  correctionsOf,
  correctWords,
  maxEdits,
  splitCompound,
  termMapOf,
  transpositions,
  typedCompletion,
  typedStart,
  wordOf,
} from './spelling';

const texts = [
  'environment variables',
  'environment plugin',
  'module federation',
  'loader chain',
  'source maps',
  'shaking trees',
  'stack traces',
  'the runtime',
  'run at build time',
];
const { search, map } = indexOf(texts);

/** A small index of these texts (each text one record) and its term map. */
function indexOf(records: string[]) {
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  index.addAll(
    records.map((text, id) => ({
      id,
      p: 0,
      c: '',
      title: text,
      titleParts: '',
      path: '',
      parents: '',
      text,
      messages: '',
    })),
  );
  return { search: index, map: termMapOf(index)! };
}

/** `text` once for each of `count` records. */
const times = (count: number, text: string) => Array.from({ length: count }, () => text);

describe('spelling', () => {
  it('reaches the term map of the installed MiniSearch', () => {
    expect(map).toBeDefined();
    expect(map.has('environment')).toBe(true);
  });
  it('allows one edit up to 7 letters and two from 8, none under 4', () => {
    expect([3, 4, 7, 8, 12].map(maxEdits)).toEqual([0, 1, 1, 2, 2]);
  });
  it('corrects a word the index does not know to the closest known terms', () => {
    expect(correctionsOf(map, 'enviroment')).toEqual(['environment']);
    expect(correctionsOf(map, 'modl')).toEqual(['modul']);
    // Swapped neighbours count as one edit, not two.
    expect(transpositions('lodaer')).toContain('loader');
    expect(correctionsOf(map, 'lodaer')).toEqual(['loader']);
  });
  it('never respells a known word, a short one or a word still being typed', () => {
    expect(correctionsOf(map, 'environment')).toEqual([]);
    expect(correctionsOf(map, 'sor')).toEqual([]);
    expect(correctionsOf(map, 'enviro', true)).toEqual([]);
    expect(correctionsOf(map, 'enviro')).toEqual([]);
  });
  it('corrects only plain words, and the last word only when no known term starts with it', () => {
    const words = correctWords(search, ['modle', 'federaton', 'sourc']);
    expect(words.map((w) => w.corrections)).toEqual([['modul'], ['federation'], []]);
    expect(correctWords(search, ['Modle-Plugin'])[0]!.corrections).toEqual([]);
  });
  it('splits a closed compound the index does not know into the two words it knows', () => {
    expect(splitCompound(map, 'treeshaking')).toBe('tree shaking');
    expect(splitCompound(map, 'sourcemaps')).toBe('source maps');
    expect(splitCompound(map, 'environment')).toBeUndefined();
    // A known word is never split, also when the index knows it by its stem (`runtim`).
    expect(splitCompound(map, 'runtime')).toBeUndefined();
    expect(correctWords(search, ['runtime'])[0]!.corrections).toEqual([]);
    expect(splitCompound(map, 'qwertyuiop')).toBeUndefined();
    expect(correctWords(search, ['treeshaking'])[0]!.corrections).toEqual(['tree shaking']);
    // A compound still being typed is left alone while known terms start with it.
    expect(correctWords(search, ['sourc'])[0]!.corrections).toEqual([]);
  });
  it('swaps each pair of different neighbours back, once, for plain words of 4 to 12 letters', () => {
    const cases: [string, string[]][] = [
      ['abcd', ['bacd', 'acbd', 'abdc']],
      // A doubled letter swapped gives the word itself.
      ['abbc', ['babc', 'abcb']],
      ['abc', []],
      ['abcdefghijklm', []],
      ['Abcd', []],
      ['abcD', []],
      ['ab1d', []],
    ];
    for (const [word, variants] of cases) expect(transpositions(word)).toEqual(variants);
    // 12 letters is the longest word swapped: one variant for each of its 11 neighbour pairs.
    expect(transpositions('abcdefghijkl')).toHaveLength(11);
  });
  it('finds no term map in an index that keeps it elsewhere, and then corrects nothing', () => {
    const without = (index: object) => termMapOf(index as unknown as MiniSearch<IndexedRecord>);
    expect(without({})).toBeUndefined();
    expect(without({ _index: { get: () => undefined } })).toBeUndefined();
    expect(without({ _index: { fuzzyGet: () => new Map() } })).toBeUndefined();
    const bare = {} as unknown as MiniSearch<IndexedRecord>;
    expect(correctWords(bare, ['treeshaking', 'enviroment'])).toEqual([
      { word: 'treeshaking', corrections: [] },
      { word: 'enviroment', corrections: [] },
    ]);
  });
  it('keeps the three most used of the closest terms, most used first', () => {
    const { map } = indexOf([
      ...times(4, 'host'),
      ...times(3, 'post'),
      ...times(2, 'cost'),
      'best',
      'boost boosts',
    ]);
    // All one edit from `bost`; `boost` is too, but the index has it only once.
    expect(correctionsOf(map, 'bost')).toEqual(['host', 'post', 'cost']);
    const rare = indexOf(['best', 'best', 'cost']);
    expect(correctionsOf(rare.map, 'bost')).toEqual(['best', 'cost']);
    // Equally used: the swapped spelling comes first.
    const tie = indexOf(['lodger', 'loader']);
    expect(correctionsOf(tie.map, 'lodaer')).toEqual(['loader', 'lodger']);
  });
  it('keeps only the closest distance when farther terms are also within reach', () => {
    // `federated` is indexed as `federat`, two edits from `federaton`; `federation` is one.
    const { map } = indexOf(['federated', 'federated', 'federated', 'federation']);
    expect(correctionsOf(map, 'federaton')).toEqual(['federation']);
    expect(correctionsOf(map, 'federatin')).toEqual(['federation']);
  });
  it('corrects only to plain words, and only plain words', () => {
    const { map } = indexOf(['md5sum', 'mode', 'summary']);
    // `md5sum` is one edit from `mdsum`, but a name with digits is not a spelling of a word.
    expect(correctionsOf(map, 'mdsum')).toEqual([]);
    expect(correctionsOf(map, 'mode5')).toEqual([]);
    expect(correctionsOf(map, '5mode')).toEqual([]);
    expect(correctionsOf(map, 'Mod')).toEqual([]);
    expect(correctionsOf(map, 'modx')).toEqual(['mode']);
  });
  it('leaves a word that starts known terms alone only while it is being typed', () => {
    const { search, map } = indexOf(['mode', 'modules', 'modules']);
    // `modu` is one edit from `mode` and from `modul`, and starts `modul`.
    expect(correctionsOf(map, 'modu')).toEqual(['modul', 'mode']);
    expect(correctionsOf(map, 'modu', true)).toEqual([]);
    expect(correctWords(search, ['modu', 'modu']).map((w) => w.corrections)).toEqual([
      ['modul', 'mode'],
      [],
    ]);
    expect(correctWords(search, ['modu', 'x']).map((w) => w.corrections)).toEqual([
      ['modul', 'mode'],
      [],
    ]);
  });
  it('searches a half-typed word as typed when its British respelling would hide what it starts', () => {
    const { search, map } = indexOf([
      'resources',
      'resource query',
      'milliseconds',
      'colors',
      'as a last resort',
    ]);
    // `resour` respells to `resor` (which starts `resort`) and `millise` to `milliz`.
    expect(typedStart(map, 'resour')).toBe('resourc');
    expect(typedStart(map, 'millise')).toBe('millisecond');
    expect(correctWords(search, ['xx', 'resour']).map((w) => w.corrections)).toEqual([
      [],
      ['resourc'],
    ]);
    // Only the word being typed; a finished word is respelled and corrected as before.
    expect(correctWords(search, ['millise', 'x'])[0]!.corrections).not.toEqual(['millisecond']);
    // A respelling that works (`colour` → `color`), a stem that the word starts, a word that
    // starts nothing, and a name are left alone.
    expect(typedStart(map, 'colour')).toBeUndefined();
    expect(typedStart(map, 'resources')).toBeUndefined();
    expect(typedStart(map, 'behaviour')).toBeUndefined();
    expect(typedStart(map, 'Resour')).toBeUndefined();
  });
  it('keeps results coming while a half-typed word starts no known term', () => {
    const { search, map } = indexOf([
      'caching in the browser',
      'optimization of chunks',
      'tree shaking',
      'typescript support',
      'typed arrays',
      'shimming globals',
      'devserver options',
    ]);
    // The stem the index holds (`cach`, `shim`), past the start of an ending it drops.
    expect(typedCompletion(map, 'cachi')).toBe('cach');
    expect(typedCompletion(map, 'shimmin')).toBe('shim');
    // The start of the American spelling.
    expect(typedCompletion(map, 'optimisat')).toBe('optimization');
    // A known word run into the start of another.
    expect(typedCompletion(map, 'treeshaki')).toBe('tree shak');
    // One letter away, from 5 letters: the start the most terms share.
    expect(typedCompletion(map, 'typsc')).toBe('typescript');
    expect(typedCompletion(map, 'devsev')).toBe('devserver');
    expect(typedCompletion(map, 'shimmm')).toBe('shim');
    // Too short or too long for an edit, too far, or already a start: nothing.
    expect(typedCompletion(map, 'typc')).toBeUndefined();
    expect(typedCompletion(map, `typsc${'x'.repeat(16)}`)).toBeUndefined();
    expect(typedCompletion(map, 'xyzzyq')).toBeUndefined();
    expect(typedCompletion(map, 'typescr')).toBeUndefined();
    expect(typedCompletion(map, 'Typsc')).toBeUndefined();
    // Only for the word being typed, and only when no whole-word correction is found.
    expect(correctWords(search, ['typsc', 'x'])[0]!.corrections).toEqual([]);
    expect(correctWords(search, ['x', 'typsc'])[1]!.corrections).toEqual(['typescript']);
    expect(correctWords(search, ['x', 'cachng'])[1]!.corrections).toEqual(['cach']);
  });
  it('corrects to a word that is searched as the corrected term, not stemmed again', () => {
    const { search } = indexOf(['license file', 'response headers', 'module rules']);
    // The terms `licens` and `respons` would be stemmed again to `licen` and `respon`.
    expect(wordOf('licens')).toBe('license');
    expect(wordOf('respons')).toBe('response');
    expect(wordOf('modul')).toBe('modul');
    expect(correctWords(search, ['licnese', 'respnose', 'x']).map((w) => w.corrections)).toEqual([
      ['license'],
      ['response'],
      [],
    ]);
  });
  it('corrects a word of 4 letters, the shortest corrected', () => {
    const { search } = indexOf(['mode']);
    expect(correctWords(search, ['modx', 'x'])[0]!.corrections).toEqual(['mode']);
    expect(correctWords(search, ['mdx', 'x'])[0]!.corrections).toEqual([]);
  });
  it('splits a compound only when the word is not corrected and is not still being typed', () => {
    const { search } = indexOf([
      'hot reload',
      'hotreloader',
      'SourceMapDevToolPlugin',
      'source map',
    ]);
    const corrections = (words: string[]) => correctWords(search, words).map((w) => w.corrections);
    // `hotreloader` is two edits from `hotreload`: the correction alone, not also `hot reload`.
    expect(corrections(['hotreload', 'x'])).toEqual([['hotreloader'], []]);
    // `sourcemap` starts `sourcemapdevtoolplugin`: split unless it is the last word.
    expect(corrections(['sourcemap', 'sourcemap'])).toEqual([['source map'], []]);
    expect(corrections(['qwertyuiop', 'x'])).toStrictEqual([[], []]);
  });
  it('never throws on odd words, and corrects none of them', () => {
    const odd = ['', '1234', 'a'.repeat(300), '.*+?(', '[a-z]', 'Ärger', 'before', 'x'];
    expect(correctWords(search, odd).map((w) => w.corrections)).toEqual(odd.map(() => []));
    expect(correctionsOf(map, '')).toEqual([]);
    expect(splitCompound(map, '')).toBeUndefined();
    expect(splitCompound(map, '.*+?(sourcemaps')).toBeUndefined();
  });
  it('splits a compound at part lengths of 3 letters or more, plain lowercase words only', () => {
    const { map } = indexOf(['src dir', 'node js', 'source maps']);
    expect(splitCompound(map, 'srcdir')).toBe('src dir');
    expect(splitCompound(map, 'dirsrc')).toBe('dir src');
    // `js` is known, but too short a part to split off.
    expect(splitCompound(map, 'nodejs')).toBeUndefined();
    expect(splitCompound(map, 'sourceMaps')).toBeUndefined();
    expect(splitCompound(map, 'Sourcemaps')).toBeUndefined();
  });
  it('splits at the place whose rarer word is the most used, or whose hyphenated form is known', () => {
    // `screenshot` splits as `screen shot` and as `screens hot` (`screens` is known as `screen`).
    const cases: [string, string[]][] = [
      ['screens hot', [...times(3, 'screen hot'), 'shot']],
      ['screen shot', [...times(3, 'screen shot'), 'hot']],
      // Equally used: the first place.
      ['screen shot', ['screen shot hot']],
      ['screen shot', ['screen-shot', ...times(3, 'screen hot')]],
    ];
    for (const [split, records] of cases) {
      expect(splitCompound(indexOf(records).map, 'screenshot')).toBe(split);
    }
  });
});
