// The preview comment of a pull request, in two steps (see .github/workflows/ci.yml):
//   node scripts/preview.mjs pages --base SHA [--head SHA] --out report.json
//     (build job: the pages the change adds, changes or removes, from git and the content model)
//   node scripts/preview.mjs comment --report report.json --origin URL [--commit SHA] --out comment.md
//     (deploy job: the Markdown comment, each page linked to its preview URL; no dependencies)
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'HEAD' },
    report: { type: 'string' },
    origin: { type: 'string' },
    commit: { type: 'string' },
    out: { type: 'string' },
  },
});
const write = (text) => (values.out ? writeFileSync(values.out, text) : process.stdout.write(text));

if (command === 'pages' && values.base) {
  const { changedPages } = await import('./preview/changed-pages.mjs');
  const report = await changedPages({ cwd: process.cwd(), base: values.base, head: values.head });
  write(`${JSON.stringify(report, null, 2)}\n`);
} else if (command === 'comment' && values.report && values.origin) {
  const { previewComment } = await import('./preview/comment.mjs');
  const report = JSON.parse(readFileSync(values.report, 'utf8'));
  write(previewComment(report, { origin: values.origin, commit: values.commit }));
} else {
  console.error(
    'usage: node scripts/preview.mjs pages --base SHA [--head SHA] [--out report.json]\n' +
      '       node scripts/preview.mjs comment --report report.json --origin URL [--commit SHA] [--out comment.md]',
  );
  process.exit(2);
}
