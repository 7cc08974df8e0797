import { describe, expect, it } from 'vitest';
import { CONFIDENT, matchAnchor, squash, stem, words } from './match-anchors.mjs';

const headings = (...titles) =>
  titles.map((title) => ({
    title,
    id: title
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
  }));

describe('anchor matcher', () => {
  it('normalises slugs: punctuation and case do not matter', () => {
    expect(squash('output.filename')).toBe('outputfilename');
    expect(
      matchAnchor('outputfilename', [{ id: 'output-filename', title: 'output.filename' }]),
    ).toEqual({
      id: 'output-filename',
      score: 1,
      how: 'same slug',
    });
  });

  it('matches an option path to the heading of its last part', () => {
    const options = headings('chunks', 'cacheGroups', 'enforceSizeThreshold', 'Usage');
    expect(matchAnchor('splitchunkschunks', options)?.id).toBe('chunks');
    expect(matchAnchor('splitchunkscachegroupscachegroupenforcesizethreshold', options)?.id).toBe(
      'enforcesizethreshold',
    );
    expect(matchAnchor('splitchunkscachegroupscachegrouppriority', options)?.id).toBe(
      'cachegroups',
    );
  });

  it('matches a short old id inside a longer heading', () => {
    const flags = [
      { id: '--progress', title: '--progress' },
      { id: 'usage', title: 'Usage' },
    ];
    expect(matchAnchor('progress', flags)?.id).toBe('--progress');
  });

  it('matches by subject words, also when the old id runs words together', () => {
    const sections = headings('Side effects', 'Pure function calls', 'Prefetching and preloading');
    const proposal = matchAnchor('prefetchingpreloading-modules', sections);
    expect(proposal?.id).toBe('prefetching-and-preloading');
    expect(proposal?.how).toBe('shared words');
  });

  it('proposes nothing when no heading shares anything with the old id', () => {
    expect(matchAnchor('examples', headings('Usage', 'Options'))).toBeNull();
  });

  it('gives weak guesses a score below the confidence line, for the reviewer to decide', () => {
    const proposal = matchAnchor(
      'mark-a-function-call-as-side-effect-free',
      headings('Side effects'),
    );
    expect(proposal?.score).toBeLessThan(CONFIDENT);
  });

  it('stems words so plural and -ing forms meet', () => {
    expect(stem('loaders')).toBe('loader');
    expect(stem('splitting')).toBe('split');
    expect([...words('The Caching of chunks')]).toEqual(['cach', 'chunk']);
  });
});
