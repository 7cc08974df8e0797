import { describe, expect, it } from 'vitest';
import { spreadEvenly } from './routes';

describe('spreadEvenly', () => {
  it('places the rare items at even intervals, keeping both orders', () => {
    const common = Array.from({ length: 9 }, (_, i) => `p${i}`);
    expect(spreadEvenly(common, ['A', 'B'])).toEqual([
      'p0',
      'p1',
      'p2',
      'A',
      'p3',
      'p4',
      'p5',
      'B',
      'p6',
      'p7',
      'p8',
    ]);
  });

  it('gives each half of a long list half of the rare items', () => {
    const common = Array.from({ length: 1000 }, (_, i) => i);
    const rare = Array.from({ length: 8 }, (_, i) => -1 - i);
    const list = spreadEvenly(common, rare);
    expect(list).toHaveLength(1008);
    expect(list.slice(0, 504).filter((item) => item < 0)).toHaveLength(4);
  });

  it('keeps every item when there is nothing or little to spread through', () => {
    expect(spreadEvenly([], ['A', 'B'])).toEqual(['A', 'B']);
    expect(spreadEvenly(['p0'], [])).toEqual(['p0']);
  });
});
