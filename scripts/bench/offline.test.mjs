import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_BUDGET_BYTES, firstVisitLine } from './offline.mjs';

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
