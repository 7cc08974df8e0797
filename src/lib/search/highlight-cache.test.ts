// The term cache of highlight.ts, seen through the calls it saves: results repeat the same
// words query after query, and a long session must not grow the cache without bound.
// A file of its own because it spies on processTerm and needs a fresh, empty cache.
const processTerm = vi.hoisted(() => vi.fn());
vi.mock('./terms', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./terms')>();
  processTerm.mockImplementation(actual.processTerm);
  return { ...actual, processTerm };
});

import { TERM_CACHE_LIMIT as LIMIT } from './highlight';

async function freshHighlight() {
  vi.resetModules();
  processTerm.mockClear();
  return (await import('./highlight')).highlight;
}

describe('highlight term cache', () => {
  it('works out the terms of a word once, however often results repeat it', async () => {
    const highlight = await freshHighlight();
    expect(highlight('chunk loading chunk', new Set(['chunk'])).value).toBe(
      '<mark>chunk</mark> loading <mark>chunk</mark>',
    );
    expect(highlight('loading chunk', new Set(['load'])).value).toBe('<mark>loading</mark> chunk');
    expect(processTerm.mock.calls).toEqual([['chunk'], ['loading']]);
  });
  it('empties a full cache rather than growing it, and still marks the right words', async () => {
    const highlight = await freshHighlight();
    const words = Array.from({ length: LIMIT }, (_, i) => `word${i}`);
    expect(highlight(words.join(' '), new Set(['word7'])).matchedWords).toEqual(['word7']);
    // One new word past the limit empties the cache: the first word is worked out again.
    highlight('overflow', new Set());
    processTerm.mockClear();
    expect(highlight('word0 overflow word7', new Set(['word0', 'overflow'])).value).toBe(
      '<mark>word0</mark> <mark>overflow</mark> word7',
    );
    expect(processTerm.mock.calls).toEqual([['word0'], ['word7']]);
  });
});
