// `npm run check [-- --content DIR]`: the writer checks on every page, fast (frontmatter, MDX
// compile, internal links and anchors, config examples). One `path:line:column: message` line
// per problem on stdout, the form editors' problem matchers read; a summary on stderr; exit 1
// on any problem.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runChecks } from './check/run.mjs';

const { values } = parseArgs({
  options: { content: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npm run check [-- --content DIR]   (CHECK_CACHE=0 for a cold run)');
  process.exit(0);
}
const started = performance.now();
const contentDir = resolve(values.content ?? process.env.CONTENT_DIR ?? 'content');
const result = await runChecks({ contentDir });
for (const failure of result.failures) console.log(result.checks.formatProblem(failure));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const files = new Set(result.failures.map((failure) => failure.file)).size;
console.error(
  `${result.failures.length ? `${result.failures.length} problem(s) in ${files} file(s)` : 'no problems'}: ` +
    `${result.results.length} pages (${result.checkedPages} checked afresh), ` +
    `${result.examples} config examples (${result.checkedExamples} evaluated afresh) in ${seconds} s`,
);
process.exit(result.failures.length ? 1 : 0);
