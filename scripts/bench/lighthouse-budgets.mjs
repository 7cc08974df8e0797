// Lighthouse budgets (mobile preset): the minimum scores from the site configuration, and a
// PASS/FAIL verdict for each figure of each audited page. Pure apart from reading the budgets.
import { siteNumber } from '../site-constant.mjs';

/** The categories with a budget: row field, short label, site-configuration constant. */
const CATEGORIES = [
  ['performance', 'perf', 'LIGHTHOUSE_MIN_PERFORMANCE'],
  ['accessibility', 'a11y', 'LIGHTHOUSE_MIN_ACCESSIBILITY'],
  ['bestPractices', 'bp', 'LIGHTHOUSE_MIN_BEST_PRACTICES'],
  ['seo', 'seo', 'LIGHTHOUSE_MIN_SEO'],
];

/** `{ performance: 95, … }`, read from src/lib/site/quality-gates.ts. */
export function lighthouseBudgets(source) {
  return Object.fromEntries(
    CATEGORIES.map(([field, , constant]) => [field, siteNumber(constant, source)]),
  );
}

/** Checks every mobile row against the budgets: one verdict per page and category. */
export function checkBudgets(rows, budgets) {
  return rows
    .filter((row) => row.preset === 'mobile')
    .map((row) => ({
      path: row.path,
      figures: CATEGORIES.map(([field, label]) => ({
        label,
        score: row[field],
        min: budgets[field],
        pass: row[field] >= budgets[field],
      })),
    }));
}

/** The verdicts as printable lines, e.g. `/   perf 97 ≥ 95 PASS  a11y 100 ≥ 100 PASS …`. */
export function budgetLines(verdicts) {
  return verdicts.map(
    ({ path, figures }) =>
      `${path.padEnd(36)} ${figures
        .map(
          ({ label, score, min, pass }) => `${label} ${score} ≥ ${min} ${pass ? 'PASS' : 'FAIL'}`,
        )
        .join('  ')}`,
  );
}
