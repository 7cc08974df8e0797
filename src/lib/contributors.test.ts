import { describe, expect, it } from 'vitest';
import { contributorsHeading, contributorsOf } from './contributors';
import { EXCLUDED_CONTRIBUTORS } from './site';

describe('contributorsOf', () => {
  it('keeps order and removes duplicates case-insensitively', () => {
    expect(
      contributorsOf(['sokra', 'TheLarkInn', 'Sokra', 'thelarkinn', 'alexander-akait']),
    ).toEqual(['sokra', 'TheLarkInn', 'alexander-akait']);
  });

  it("excludes exactly the specification's 9 handles", () => {
    expect([...EXCLUDED_CONTRIBUTORS]).toEqual([
      'bartushek',
      'rynclark',
      'henriquea',
      'makuzaverite',
      'MijaelWatts',
      'Kolhar730',
      'grrizzly',
      'maxloh',
      'varunjayaraman',
    ]);
  });

  it('hides every handle of the exclusion list, whatever its case', () => {
    expect(EXCLUDED_CONTRIBUTORS).toHaveLength(9);
    const mixed = EXCLUDED_CONTRIBUTORS.map((handle) => handle.toUpperCase());
    expect(contributorsOf([...mixed, 'sokra'])).toEqual(['sokra']);
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
