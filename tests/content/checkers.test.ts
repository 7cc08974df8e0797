// The content checks themselves, on a small fixture site with one good and one broken page:
// each mistake must be reported with its file and line, and nothing else.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCodeParses,
  checkConfigs,
  checkDepth,
  checkInternalLinks,
  checkPagesRead,
  configExamples,
  formatFailure,
  PROJECT_ROOT,
  readContent,
  sortFailures,
  type Failure,
} from '@/lib/content-checks';

const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/content-checks/content');
const pages = readContent(FIXTURE);
const report = (failures: Failure[]) => sortFailures(failures).map(formatFailure);

describe('content checks on fixtures', () => {
  it('reads every fixture page', () => {
    expect(pages.map((page) => page.url)).toEqual(['/guides/broken/', '/guides/good/', '/guides/']);
    expect(report(checkPagesRead(pages))).toEqual([]);
  });

  it('reports blocks that do not parse, at the line of the error', () => {
    const failures = report(checkCodeParses(pages));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^content\/guides\/broken\.mdx:19: js block does not parse: /);
    expect(failures[1]).toMatch(/^content\/guides\/broken\.mdx:24: json block does not parse: /);
  });

  it('evaluates self-contained webpack.config.js blocks and skips `// ...` elided ones', () => {
    // good.mdx: a CommonJS function export and an ES module async export; broken.mdx: an
    // invalid mode and a relative require. The elided block at line 33 is not evaluated.
    expect(configExamples(pages).map((example) => `${example.file}:${example.block.line}`)).toEqual(
      [
        'content/guides/broken.mdx:27',
        'content/guides/broken.mdx:40',
        'content/guides/good.mdx:16',
        'content/guides/good.mdx:25',
      ],
    );
    const failures = report(checkConfigs(pages));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(
      /^content\/guides\/broken\.mdx:27: webpack\.config\.js example fails webpack\.validate\(\): - configuration\.mode should be one of these/,
    );
    expect(failures[1]).toMatch(
      /^content\/guides\/broken\.mdx:41: webpack\.config\.js example does not evaluate: require of "\.\/local-helper"/,
    );
  });

  it('reports broken links, missing anchors, relative links and missing slashes', () => {
    expect(report(checkInternalLinks(pages))).toEqual([
      'content/guides/broken.mdx:5: link "/guides/nowhere/": no page or file at /guides/nowhere/',
      'content/guides/broken.mdx:12: link "/guides/missing/": no page or file at /guides/missing/',
      'content/guides/broken.mdx:12: link "/guides/good/#nope": /guides/good/ has no heading with id "nope"',
      'content/guides/broken.mdx:13: relative link "good/": write a site path starting with /',
      'content/guides/broken.mdx:13: link "/guides/good": site paths end with a slash (/guides/good/)',
    ]);
  });

  it('reports pages under the minimum and short sections, but not the index', () => {
    const failures = report(
      checkDepth(pages, { sections: { guides: 1_000 }, pageMinimum: 400 }),
    );
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatch(/^content\/guides\/broken\.mdx:1: page has \d+ prose words, under 400$/);
    expect(failures[1]).toMatch(/^content\/guides\/good\.mdx:1: page has \d+ prose words, under 400$/);
    expect(failures[2]).toMatch(
      /^content\/guides\/index\.mdx:1: section guides has \d+ prose words, under 1000$/,
    );
  });
});
