// Depth of the content issues: prose words per section and per page. Figures are always
// printed; a gate that is off (tests/content/gates.ts) reports without failing.
import { describe, expect, it } from 'vitest';
import {
  checkDepth,
  DEPTH_TARGETS,
  formatFailure,
  formatSectionWords,
  sortFailures,
  wordsPerSection,
  type ContentIssue,
} from '@/lib/content-checks';
import { ENFORCED, gateLabel } from './gates';
import { contentPages } from './load';

describe('content depth', { timeout: 300_000 }, () => {
  it('prints prose words per section', () => {
    const rows = wordsPerSection(contentPages());
    const targets = Object.assign({}, ...Object.values(DEPTH_TARGETS).map((t) => t.sections));
    console.log(['prose words per section:', ...formatSectionWords(rows, targets)].join('\n'));
    expect(rows.length).toBeGreaterThan(0);
  });

  for (const issue of Object.keys(DEPTH_TARGETS) as ContentIssue[]) {
    const enforced = ENFORCED[issue];
    it(`${issue}: sections and pages reach their word targets (${gateLabel(enforced)})`, () => {
      const failures = sortFailures(checkDepth(contentPages(), DEPTH_TARGETS[issue])).map(
        formatFailure,
      );
      console.log(
        failures.length
          ? [`${issue} depth: ${failures.length} short`, ...failures].join('\n')
          : `${issue} depth: all targets reached`,
      );
      if (enforced) expect(failures).toEqual([]);
    });
  }
});
