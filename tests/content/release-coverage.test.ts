// Release coverage (issue 21): every option a webpack release adds (5.113.0 on) has its own
// heading in the configuration reference, with type, default and example, however deep it sits.
// In the weekly pull request that bumps webpack, this names each option still to document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';
import { incompleteEntries } from '../../scripts/content-checks/schema-coverage';
import { pinnedVersion } from '@/lib/content/freshness';
import {
  COVERAGE_FROM,
  documentedAs,
  requiredNewOptions,
  undocumentedOptions,
} from '@/lib/releases/new-options';
import { headingNames, SINCE_DATA } from '@/lib/releases/since';
import { contentPages } from './load';

const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('release coverage', { timeout: 300_000 }, () => {
  it('the since-data reaches the pinned webpack (run npm run releases:update after a bump)', () => {
    expect(SINCE_DATA.releases.latest).toBe(pinnedVersion(pkg.devDependencies.webpack));
  });

  it(`every option added since ${COVERAGE_FROM} has a complete heading`, () => {
    const pages = contentPages().filter((page) => page.section === 'configuration');
    const anchors = new Set(pages.flatMap((page) => page.anchors));
    const required = requiredNewOptions(SINCE_DATA);
    const missing = undocumentedOptions(required, anchors);
    const headings = [...new Set(required.map((path) => headingNames(documentedAs(path)).at(-1)!))];
    const incomplete = incompleteEntries(headings, pages);
    console.log(
      [
        `release coverage (options added since ${COVERAGE_FROM}): ${required.length - missing.length}/${required.length}`,
        ...missing.map(({ path, heading }) => `  undocumented: ${path} (needs a heading "${heading}")`),
        ...incomplete.map(
          (entry) => `  ${entry.file}:${entry.line}: ${entry.path} lacks ${entry.missing.join(', ')}`,
        ),
      ].join('\n'),
    );
    // The data must hold the release's options, or coverage would pass on nothing.
    expect(required.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
    expect(incomplete).toEqual([]);
  });
});
