// Lighthouse budgets: the minimum scores (mobile preset) and the maximum cumulative layout
// shift (mobile and desktop presets) from the site configuration, and a PASS/FAIL verdict for
// each figure of each audited page and preset. Pure apart from reading the budgets.
import { site } from '../site-constant.mjs';

/** The categories with a budget: row field, short label, site-configuration constant. */
const CATEGORIES = [
  ['performance', 'perf', 'LIGHTHOUSE_MIN_PERFORMANCE'],
  ['accessibility', 'a11y', 'LIGHTHOUSE_MIN_ACCESSIBILITY'],
  ['bestPractices', 'bp', 'LIGHTHOUSE_MIN_BEST_PRACTICES'],
  ['seo', 'seo', 'LIGHTHOUSE_MIN_SEO'],
];

/** `{ performance: 95, …, maxCls: 0 }`, from src/lib/site/quality-gates.ts (or `config`). */
export function lighthouseBudgets(config = site) {
  const number = (name) => {
    if (typeof config[name] !== 'number') throw new Error(`src/lib/site/: no number ${name}`);
    return config[name];
  };
  return {
    ...Object.fromEntries(CATEGORIES.map(([field, , constant]) => [field, number(constant)])),
    maxCls: number('LIGHTHOUSE_MAX_CLS'),
  };
}

/**
 * Checks every row against the budgets: one verdict per page and preset. Mobile rows are held
 * to the category minimums and the CLS maximum, desktop rows to the CLS maximum. A row without
 * metrics (cls NaN) fails.
 */
export function checkBudgets(rows, budgets) {
  return rows
    .filter((row) => row.preset === 'mobile' || row.preset === 'desktop')
    .map((row) => ({
      path: row.path,
      preset: row.preset,
      figures: [
        ...(row.preset === 'mobile'
          ? CATEGORIES.map(([field, label]) => ({
              label,
              score: row[field],
              bound: '≥',
              limit: budgets[field],
              pass: row[field] >= budgets[field],
            }))
          : []),
        {
          label: 'cls',
          score: row.cls,
          bound: '≤',
          limit: budgets.maxCls,
          pass: row.cls <= budgets.maxCls,
        },
      ],
    }));
}

/** The verdicts as printable lines, e.g. `/   mobile  perf 97 ≥ 95 PASS  …  cls 0 ≤ 0 PASS`. */
export function budgetLines(verdicts) {
  return verdicts.map(
    ({ path, preset, figures }) =>
      `${path.padEnd(36)} ${preset.padEnd(7)} ${figures
        .map(
          ({ label, score, bound, limit, pass }) =>
            `${label} ${score} ${bound} ${limit} ${pass ? 'PASS' : 'FAIL'}`,
        )
        .join('  ')}`,
  );
}
