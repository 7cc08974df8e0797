import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedRecord } from './options';
import {
  correctionsOf,
  correctWords,
  maxEdits,
  splitCompound,
  termMapOf,
  transpositions,
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
const search = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
search.addAll(
  texts.map((text, id) => ({
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
const map = termMapOf(search)!;

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
});
