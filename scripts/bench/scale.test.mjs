import { describe, expect, it } from 'vitest';
import { targetLines } from './scale.mjs';

describe('targetLines', () => {
  it('reports each target against the build it is about, met or not', () => {
    const rows = [
      { sourcePages: 173, seconds: 28.4, peakMiB: 900, rebuild: { seconds: 16.2 } },
      { sourcePages: 1038, seconds: 58.9, peakMiB: 2100 },
    ];
    expect(targetLines(rows, 173)).toEqual([
      'real site cold ≤ 30 s: 28.4 s, met',
      'rebuild after one edit (173 pages) ≤ 15 s: 16.2 s, not met',
      '1038 pages cold ≤ 60 s: 58.9 s, met',
      '1038 pages peak ≤ 2048 MiB: 2100 MiB, not met',
    ]);
  });
});
