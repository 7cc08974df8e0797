import { describe, expect, it } from 'vitest';
import { budgetLines, checkBudgets, lighthouseBudgets } from './lighthouse-budgets.mjs';

const budgets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 };
const row = (path, preset, performance, accessibility = 100, bestPractices = 100, seo = 100) => ({
  path,
  preset,
  performance,
  accessibility,
  bestPractices,
  seo,
});

describe('lighthouse budgets', () => {
  it('are read from the site configuration', () => {
    expect(lighthouseBudgets()).toEqual(budgets);
    const source = `export const LIGHTHOUSE_MIN_PERFORMANCE = 90;
      export const LIGHTHOUSE_MIN_ACCESSIBILITY = 98;
      export const LIGHTHOUSE_MIN_BEST_PRACTICES = 97;
      export const LIGHTHOUSE_MIN_SEO = 96;`;
    expect(lighthouseBudgets(source)).toEqual({
      performance: 90,
      accessibility: 98,
      bestPractices: 97,
      seo: 96,
    });
  });

  it('judge the mobile rows only, each figure against its minimum', () => {
    const verdicts = checkBudgets(
      [row('/', 'mobile', 95), row('/', 'desktop', 50), row('/x/', 'mobile', 94, 100, 99, 100)],
      budgets,
    );
    expect(verdicts).toHaveLength(2);
    expect(verdicts[0].figures.every((figure) => figure.pass)).toBe(true);
    expect(verdicts[1].figures.map((figure) => figure.pass)).toEqual([false, true, false, true]);
  });

  it('print PASS or FAIL beside every figure', () => {
    const [line] = budgetLines(checkBudgets([row('/x/', 'mobile', 92, 100, 100, 99)], budgets));
    expect(line).toMatch(
      /^\/x\/\s+perf 92 ≥ 95 FAIL {2}a11y 100 ≥ 100 PASS {2}bp 100 ≥ 100 PASS {2}seo 99 ≥ 100 FAIL$/,
    );
  });
});
