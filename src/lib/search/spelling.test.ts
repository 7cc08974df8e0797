import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type IndexedRecord } from './options';
import { correctionsOf, correctWords, maxEdits, termMapOf, transpositions } from './spelling';

const texts = [
  'environment variables',
  'environment plugin',
  'module federation',
  'loader chain',
  'source maps',
  'shaking trees',
  'stack traces',
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
});
