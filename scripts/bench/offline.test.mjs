import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET_BYTES, firstVisitLine, simulateWarmUp } from './offline.mjs';

const figures = (firstVisitGzip) => ({
  firstVisitGzip,
  budget: FIRST_VISIT_BUDGET_BYTES,
  swGzip: 10 * 1024,
  precacheGzip: firstVisitGzip - 10 * 1024,
  precacheFiles: 12,
  searchIndexPrecached: false,
});

describe('offline bench figures', () => {
  it('print a verdict beside the first-visit background transfer', () => {
    expect(firstVisitLine(figures(FIRST_VISIT_BUDGET_BYTES))).toMatch(
      /^first-visit background transfer: \S+ KiB of \S+ KiB, within budget \(sw\.js /,
    );
    const over = firstVisitLine(figures(FIRST_VISIT_BUDGET_BYTES + 1));
    expect(over).toMatch(/, OVER BUDGET \(/);
    expect(over).not.toMatch(/within budget/);
  });
});

describe('the warm-up over page loads', () => {
  it('fetches what fits each load, in order, skipping what does not fit yet', () => {
    expect(simulateWarmUp([300, 500, 200], 700)).toEqual({ firstVisitWarm: 500, visits: 2 });
    expect(simulateWarmUp([100, 100], 1000)).toEqual({ firstVisitWarm: 200, visits: 1 });
    expect(simulateWarmUp([], 1000)).toEqual({ firstVisitWarm: 0, visits: 0 });
  });
  it('fetches a file larger than a whole allowance alone, after the first visit only', () => {
    expect(simulateWarmUp([5000, 300], 1000)).toEqual({ firstVisitWarm: 300, visits: 2 });
  });
  it('a file that fits no allowance waits for the second page load', () => {
    expect(simulateWarmUp([10], 0)).toEqual({ firstVisitWarm: 0, visits: 2 });
  });
});
