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
} from '../../scripts/content-checks';

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

  it('evaluates every whole configuration, titled or not, and skips `// ...` elided ones', () => {
    // good.mdx: CommonJS and ES module exports (a function, an async function, an array,
    // merge() over a file the page shows), stubbed plugin packages, and a `syntaxes` block in
    // its three variants; its plugin class, loader and titled non-webpack files are not
    // configurations. broken.mdx: the elided block at line 33 is not evaluated.
    expect(
      configExamples(pages).map(
        (example) =>
          `${example.file}:${example.block.line}${example.variant ? ` ${example.variant}` : ''}`,
      ),
    ).toEqual([
      'content/guides/broken.mdx:27',
      'content/guides/broken.mdx:40',
      'content/guides/broken.mdx:48',
      'content/guides/broken.mdx:54',
      'content/guides/broken.mdx:58',
      'content/guides/broken.mdx:62',
      'content/guides/broken.mdx:70',
      'content/guides/broken.mdx:70 esm',
      'content/guides/broken.mdx:70 ts',
      'content/guides/broken.mdx:76',
      'content/guides/good.mdx:16',
      'content/guides/good.mdx:25',
      'content/guides/good.mdx:48',
      'content/guides/good.mdx:57',
      'content/guides/good.mdx:63',
      'content/guides/good.mdx:67',
      'content/guides/good.mdx:67 esm',
      'content/guides/good.mdx:67 ts',
    ]);
    const failures = report(checkConfigs(pages));
    const validate = 'fails webpack\\.validate\\(\\): - configuration';
    const expected = [
      `^content/guides/broken\\.mdx:27: webpack\\.config\\.js example ${validate}\\.mode should be one of these`,
      '^content/guides/broken\\.mdx:41: webpack\\.config\\.js example does not evaluate: it loads "\\./local-helper" \\(a local file the page does not show',
      // The untitled blocks: an object, an ES module array, a function, TypeScript.
      `^content/guides/broken\\.mdx:48: configuration example ${validate}\\.mode should be one of these`,
      `^content/guides/broken\\.mdx:54: configuration example ${validate}\\[1\\]\\.output\\.filename should be`,
      `^content/guides/broken\\.mdx:58: configuration example ${validate}\\.devtool should match`,
      `^content/guides/broken\\.mdx:62: configuration example ${validate}\\.stats should be one of these`,
      // A `syntaxes` block fails once per variant.
      `^content/guides/broken\\.mdx:70: webpack\\.config\\.js example ${validate}\\.performance\\.hints`,
      `^content/guides/broken\\.mdx:70: webpack\\.config\\.js example \\(esm variant\\) ${validate}\\.performance\\.hints`,
      `^content/guides/broken\\.mdx:70: webpack\\.config\\.js example \\(ts variant\\) ${validate}\\.performance\\.hints`,
      // Only plugin and loader packages are stubbed; a `legacy` block belongs to migrate/.
      '^content/guides/broken\\.mdx:77: configuration example does not evaluate: it loads "left-pad" \\(not installed',
      '^content/guides/broken\\.mdx:82: the "legacy" flag .* belongs to the migration guides only$',
    ];
    expect(failures).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(failures[index]).toMatch(new RegExp(pattern)));
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
