// Runs the content checks on any content folder and prints what fails, as `file:line: reason`:
//   node scripts/content-checks/cli.mjs [--content DIR] [--with DIR]... [--strict]
// `--with DIR` adds the pages of other content folders (e.g. other worktrees) that DIR lacks,
// so links into them resolve and coverage counts them; only DIR's own pages are reported.
// Always: pages read, descriptions present, code blocks parse, whole configurations validate, links resolve.
// Also printed: prose words per section, depth shortfalls per issue, configuration schema
// coverage. Exit 1 when an always-on check fails (with --strict, also on depth/coverage).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContentChecks } from './load.mjs';

const { values } = parseArgs({
  options: {
    content: { type: 'string', default: 'content' },
    with: { type: 'string', multiple: true, default: [] },
    strict: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'usage: node scripts/content-checks/cli.mjs [--content DIR] [--with DIR]... [--strict]',
  );
  process.exit(0);
}

const checks = await loadContentChecks();
const dir = resolve(values.content);
const own = checks.readContent(dir, dir);
const pages = [...own];
for (const other of values.with.map((folder) => resolve(folder))) {
  const known = new Set(pages.map((page) => page.contentPath));
  const added = checks.readContent(other, other).filter((page) => !known.has(page.contentPath));
  pages.push(...added);
  console.log(`+ ${added.length} pages from ${other}`);
}
console.log(`${own.length} pages in ${dir}\n`);
const ownFiles = new Set(own.map((page) => page.file));
const mine = (failures) => failures.filter((failure) => ownFiles.has(failure.file));

let failed = 0;
function section(title, failures, counts = true) {
  const lines = checks.sortFailures(failures).map(checks.formatFailure);
  console.log(`== ${title}: ${lines.length ? `${lines.length} failing` : 'ok'}`);
  for (const line of lines) console.log(line);
  console.log('');
  if (counts) failed += lines.length;
}

section('pages read', checks.checkPagesRead(own));
section('descriptions (every page but blog posts)', checks.checkDescriptions(own));
section('code blocks parse', checks.checkCodeParses(own));
section(
  `whole webpack configurations validate (${checks.configExamples(own).length}, titled or not, each syntaxes variant)`,
  checks.checkConfigs(own),
);
section('internal links', mine(checks.checkInternalLinks(pages)));

console.log(`== prose words per section${values.with.length ? ' (all folders)' : ''}`);
const targets = Object.assign({}, ...Object.values(checks.DEPTH_TARGETS).map((t) => t.sections));
for (const line of checks.formatSectionWords(checks.wordsPerSection(pages), targets)) {
  console.log(line);
}
console.log('');
for (const [issue, target] of Object.entries(checks.DEPTH_TARGETS)) {
  section(`${issue} depth`, checks.checkDepth(pages, target), values.strict);
}

const coverage = checks.schemaCoverage(
  checks.installedOptionPaths(checks.PROJECT_ROOT),
  pages.filter((page) => page.section === 'configuration'),
);
function printCoverage(title, result) {
  const percent = result.total ? ((result.covered / result.total) * 100).toFixed(1) : '100.0';
  console.log(`== ${title}: ${result.covered}/${result.total} (${percent}%)`);
  if (result.missing.length) console.log(`missing: ${result.missing.join(', ')}`);
  console.log('');
  if (values.strict) failed += result.missing.length;
}
printCoverage('configuration schema coverage (issue 7)', coverage);
const incomplete = checks.incompleteEntries(
  checks.installedOptionPaths(checks.PROJECT_ROOT),
  own.filter((page) => page.section === 'configuration'),
);
console.log(
  `== option entries lacking a type, default or example (report only): ${incomplete.length}`,
);
for (const entry of incomplete) {
  console.log(`${entry.file}:${entry.line}: ${entry.path} lacks ${entry.missing.join(', ')}`);
}
console.log('');
printCoverage('API hook coverage (issue 8)', checks.hookCoverage(checks.webpackHooks(), pages));
printCoverage(
  'built-in plugin coverage (issue 9)',
  checks.pluginCoverage(checks.webpackPlugins(), pages),
);

console.log(failed ? `\n${failed} failing` : '\nall checks pass');
process.exit(failed ? 1 : 0);
