import { describe, expect, it } from 'vitest';
import { budgetLines, checkBudgets, lighthouseBudgets } from './lighthouse-budgets.mjs';

const budgets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0 };
const row = (
  path,
  preset,
  performance,
  accessibility = 100,
  bestPractices = 100,
  seo = 100,
  cls = 0,
) => ({
  path,
  preset,
  performance,
  accessibility,
  bestPractices,
  seo,
  cls,
});

describe('lighthouse budgets', () => {
  it('are read from the site configuration', () => {
    expect(lighthouseBudgets()).toEqual(budgets);
    const config = {
      LIGHTHOUSE_MIN_PERFORMANCE: 90,
      LIGHTHOUSE_MIN_ACCESSIBILITY: 98,
      LIGHTHOUSE_MIN_BEST_PRACTICES: 97,
      LIGHTHOUSE_MIN_SEO: 96,
      LIGHTHOUSE_MAX_CLS: 0.05,
    };
    expect(() => lighthouseBudgets({})).toThrow(/no number LIGHTHOUSE_MIN_PERFORMANCE/);
    expect(lighthouseBudgets(config)).toEqual({
      performance: 90,
      accessibility: 98,
      bestPractices: 97,
      seo: 96,
      maxCls: 0.05,
    });
  });

  it('judge mobile rows on every category and CLS, desktop rows on CLS only', () => {
    const verdicts = checkBudgets(
      [row('/', 'mobile', 95), row('/', 'desktop', 50), row('/x/', 'mobile', 94, 100, 99, 100)],
      budgets,
    );
    expect(verdicts.map((verdict) => `${verdict.path} ${verdict.preset}`)).toEqual([
      '/ mobile',
      '/ desktop',
      '/x/ mobile',
    ]);
    expect(verdicts[0].figures.every((figure) => figure.pass)).toBe(true);
    expect(verdicts[1].figures).toEqual([
      { label: 'cls', score: 0, bound: '≤', limit: 0, pass: true },
    ]);
    expect(verdicts[2].figures.map((figure) => figure.pass)).toEqual([
      false,
      true,
      false,
      true,
      true,
    ]);
  });

  it('pass a CLS of 0 and fail 0.01 (or no figure at all), on mobile and on desktop', () => {
    const cls = (preset, value) =>
      checkBudgets([row('/', preset, 100, 100, 100, 100, value)], budgets)[0].figures.at(-1);
    for (const preset of ['mobile', 'desktop']) {
      expect(cls(preset, 0)).toMatchObject({ label: 'cls', pass: true });
      expect(cls(preset, 0.01)).toMatchObject({ label: 'cls', score: 0.01, pass: false });
      expect(cls(preset, Number.NaN)).toMatchObject({ pass: false });
    }
  });

  it('print PASS or FAIL beside every figure, with the preset', () => {
    const [mobile, desktop] = budgetLines(
      checkBudgets(
        [row('/x/', 'mobile', 92, 100, 100, 99), row('/x/', 'desktop', 80, 100, 100, 100, 0.01)],
        budgets,
      ),
    );
    expect(mobile).toMatch(
      /^\/x\/\s+mobile {2}perf 92 ≥ 95 FAIL {2}a11y 100 ≥ 100 PASS {2}bp 100 ≥ 100 PASS {2}seo 99 ≥ 100 FAIL {2}cls 0 ≤ 0 PASS$/,
    );
    expect(desktop).toMatch(/^\/x\/\s+desktop cls 0\.01 ≤ 0 FAIL$/);
  });
});
