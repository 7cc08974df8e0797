// Issue 7: every webpack option of the pinned schemas has a heading in the configuration
// pages. The coverage is always printed; it fails under 100% once the issue-7 gate is on.
import { describe, expect, it } from 'vitest';
import {
  formatCoverage,
  installedOptionPaths,
  PROJECT_ROOT,
  schemaCoverage,
} from '@/lib/content-checks';
import { optionAnchor } from '@/lib/content-checks/schema-coverage';
import { ENFORCED, gateLabel } from './gates';
import { contentPages } from './load';

describe('configuration schema coverage', { timeout: 300_000 }, () => {
  it(`every option has a heading anchor (${gateLabel(ENFORCED.issue7)})`, () => {
    const paths = installedOptionPaths(PROJECT_ROOT);
    const pages = contentPages().filter((page) => page.section === 'configuration');
    const coverage = schemaCoverage(paths, pages);
    console.log(
      [
        formatCoverage(coverage),
        ...(coverage.missing.length
          ? [
              `missing (${coverage.missing.length}):`,
              ...coverage.missing.map((path) => `  ${path} (#${optionAnchor(path)})`),
            ]
          : []),
      ].join('\n'),
    );
    // The schemas themselves must be read: a wrong path would make coverage trivially pass.
    expect(paths.length).toBeGreaterThan(300);
    if (ENFORCED.issue7) expect(coverage.missing).toEqual([]);
  });
});
