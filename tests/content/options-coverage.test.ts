// Options coverage (issue 9): every top-level option in the schema a loader or third-party
// plugin package ships has an `###` heading on its page, with a type line and a `Default:`
// line. Figures are printed always; the assertion is gated by ENFORCED.issue9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';
import {
  formatOptionsCoverage,
  formatOptionsTotal,
  OPTIONS_PAGES,
  optionsCoverage,
  topLevelOptions,
} from '../../scripts/content-checks/options-coverage';
import { ENFORCED, gateLabel } from './gates';
import { CONTENT_DIR, contentPages } from './load';

describe('loader and plugin options coverage', { timeout: 300_000 }, () => {
  it(`every schema option has a heading with type and default (${gateLabel(ENFORCED.issue9)})`, () => {
    const byUrl = new Map(contentPages().map((page) => [page.url, page]));
    const coverages = OPTIONS_PAGES.map((entry) => {
      const schemas = entry.schemas.map(
        (file) =>
          JSON.parse(
            readFileSync(join(PROJECT_ROOT, 'node_modules', entry.pkg, file), 'utf8'),
          ) as { properties?: Record<string, unknown> },
      );
      const options = topLevelOptions(schemas);
      // A wrong schema path or an empty schema would make coverage trivially pass.
      expect(options.length, `${entry.pkg}: no options in ${entry.schemas.join(', ')}`).toBeGreaterThan(0);
      const page = byUrl.get(entry.url);
      const source = page ? readFileSync(join(CONTENT_DIR, page.contentPath), 'utf8') : undefined;
      return optionsCoverage(entry, options, source);
    });
    console.log(
      [
        `options coverage (${CONTENT_DIR}):`,
        ...coverages.map((coverage) => `  ${formatOptionsCoverage(coverage)}`),
        `  ${formatOptionsTotal(coverages)}`,
      ].join('\n'),
    );
    if (ENFORCED.issue9) {
      expect(coverages.filter((coverage) => coverage.missing.length).map(formatOptionsCoverage)).toEqual([]);
    }
  });
});
