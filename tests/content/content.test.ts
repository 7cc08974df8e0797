// The checks of the content issues over the whole content folder (CONTENT_DIR, default
// content/), in one file so the pages are read once. Always on: pages read, code examples
// parse, whole webpack configurations (titled or not) validate, internal links resolve.
// Gated per issue (tests/content/gates.ts): depth and configuration schema coverage, whose
// figures are printed whether the gate is on or off.
import { describe, expect, it } from 'vitest';
import {
  checkCodeParses,
  checkDescriptions,
  checkConfigs,
  checkDepth,
  checkInternalLinks,
  checkPagesRead,
  configExamples,
  DEPTH_TARGETS,
  formatCoverage,
  formatFailure,
  hookCoverage,
  formatSectionWords,
  incompleteEntries,
  installedOptionPaths,
  optionAnchor,
  pluginCoverage,
  PROJECT_ROOT,
  schemaCoverage,
  sortFailures,
  webpackHooks,
  webpackPlugins,
  wordsPerSection,
  type ContentIssue,
  type Coverage,
  type Failure,
} from '../../scripts/content-checks';
import { ENFORCED, gateLabel } from './gates';
import { CONTENT_DIR, contentPages } from './load';

function report(failures: Failure[]): string[] {
  return sortFailures(failures).map(formatFailure);
}

describe(`content examples and links (${CONTENT_DIR})`, { timeout: 300_000 }, () => {
  it('every page reads: file name, frontmatter and MDX syntax', () => {
    expect(report(checkPagesRead(contentPages()))).toEqual([]);
  });

  it('every page but blog posts has a frontmatter description', () => {
    const pages = contentPages();
    const failures = report(checkDescriptions(pages));
    console.log(
      [`pages without a description: ${failures.length} of ${pages.length}`, ...failures].join('\n'),
    );
    expect(failures).toEqual([]);
  });

  it('every js, jsx, ts and json code block parses (`// ...` elides code)', () => {
    expect(report(checkCodeParses(contentPages()))).toEqual([]);
  });

  it('every whole configuration, titled or not, each syntaxes variant, passes webpack.validate()', () => {
    const pages = contentPages();
    const examples = configExamples(pages);
    const untitled = examples.filter((example) => !example.block.title).length;
    const variants = examples.filter((example) => example.variant).length;
    console.log(
      `whole configurations evaluated: ${examples.length} (${untitled} untitled, ${variants} syntax variants)`,
    );
    expect(report(checkConfigs(pages))).toEqual([]);
  });

  it('every internal link resolves to a page, route or file, and its anchor exists', () => {
    expect(report(checkInternalLinks(contentPages()))).toEqual([]);
  });
});

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
    // Every option entry gives its type, its default and an example (the writing rules).
    const incomplete = incompleteEntries(paths, pages);
    console.log(
      [
        `option entries without type, default or example: ${incomplete.length}`,
        ...incomplete.map(
          (entry) => `  ${entry.file}:${entry.line}: ${entry.path} lacks ${entry.missing.join(', ')}`,
        ),
      ].join('\n'),
    );
    // The schemas themselves must be read: a wrong path would make coverage trivially pass.
    expect(paths.length).toBeGreaterThan(300);
    if (ENFORCED.issue7) {
      expect(coverage.missing).toEqual([]);
      expect(incomplete).toEqual([]);
    }
  });
});

function printCoverage(title: string, coverage: Coverage): void {
  const percent = coverage.total ? ((coverage.covered / coverage.total) * 100).toFixed(1) : '100.0';
  console.log(
    [
      `${title}: ${coverage.covered}/${coverage.total} (${percent}%)`,
      ...(coverage.missing.length ? [`missing: ${coverage.missing.join(', ')}`] : []),
    ].join('\n'),
  );
}

describe('webpack API surface coverage', { timeout: 300_000 }, () => {
  it(`issue8: every hook has an entry with its type and arguments on its API page (${gateLabel(ENFORCED.issue8)})`, () => {
    const hooks = webpackHooks();
    const coverage = hookCoverage(hooks, contentPages());
    printCoverage('API hook coverage', coverage);
    expect(hooks.length).toBeGreaterThan(150);
    if (ENFORCED.issue8) expect(coverage.missing).toEqual([]);
  });

  it(`issue9: every exported plugin has a page or an internal-plugins entry (${gateLabel(ENFORCED.issue9)})`, () => {
    const plugins = webpackPlugins();
    const coverage = pluginCoverage(plugins, contentPages());
    printCoverage('built-in plugin coverage', coverage);
    expect(plugins.length).toBeGreaterThan(50);
    if (ENFORCED.issue9) expect(coverage.missing).toEqual([]);
  });
});
