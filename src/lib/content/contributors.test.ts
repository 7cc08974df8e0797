import { describe, expect, it } from 'vitest';
import { contributorsHeading, contributorsOf } from './contributors';
import { EXCLUDED_CONTRIBUTORS } from '../site';

describe('contributorsOf', () => {
  it('keeps order and removes duplicates case-insensitively', () => {
    expect(
      contributorsOf(['sokra', 'TheLarkInn', 'Sokra', 'thelarkinn', 'alexander-akait']),
    ).toEqual(['sokra', 'TheLarkInn', 'alexander-akait']);
  });

  /** The specification's exclusion list, written out here rather than read from site.ts. */
  const SPEC_EXCLUDED = [
    'bartushek',
    'rynclark',
    'henriquea',
    'makuzaverite',
    'MijaelWatts',
    'Kolhar730',
    'grrizzly',
    'maxloh',
    'varunjayaraman',
  ];

  it("hides exactly the specification's 9 handles, whatever their case, and no one else", () => {
    const mixed = SPEC_EXCLUDED.flatMap((handle) => [handle.toUpperCase(), handle.toLowerCase()]);
    expect(contributorsOf([...mixed, 'sokra'])).toEqual(['sokra']);
    // Near misses are other people: a prefix, a suffix or a longer handle is kept.
    const near = ['maxloh2', 'bartushe', 'xgrrizzly', 'rynclark-dev'];
    expect(contributorsOf(near)).toEqual(near);
    expect(EXCLUDED_CONTRIBUTORS).toHaveLength(SPEC_EXCLUDED.length);
  });
});

describe('contributorsHeading', () => {
  it('says "1 Contributor" for one and "N Contributors" otherwise', () => {
    expect(contributorsHeading(1)).toBe('1 Contributor');
    expect(contributorsHeading(2)).toBe('2 Contributors');
    expect(contributorsHeading(0)).toBe('0 Contributors');
    expect(contributorsHeading(31)).toBe('31 Contributors');
  });
});
