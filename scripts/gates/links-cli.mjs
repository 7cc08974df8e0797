// `npm run gate:links [-- out-dir] [--report=file]`: runs the link gate on out/, one line per broken link; exit 1 if any.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteStrings } from '../site-constant.mjs';
import { checkLinks, externalReport, externalSummary } from './links.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = resolve(root, args.find((arg) => !arg.startsWith('--')) ?? 'out');
const siteOrigin = (
  process.env.NEXT_PUBLIC_SITE_URL ||
  process.env.SITE_URL ||
  siteStrings('DEFAULT_SITE_URL')[0]
).replace(/\/+$/, '');

const started = performance.now();
const { pages, problems, external } = checkLinks(outDir, { siteOrigin });
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const report = resolve(root, option('report') ?? siteStrings('EXTERNAL_LINKS_REPORT')[0]);
mkdirSync(dirname(report), { recursive: true });
writeFileSync(report, `${externalReport(external).join('\n')}\n`);

for (const { page, link, reason } of problems) console.error(`${page}: ${link}: ${reason}`);
console.log(`link gate: ${externalSummary(external)}; list in ${relative(root, report)}`);
if (problems.length > 0) {
  console.error(`link gate: ${problems.length} broken links in ${pages} pages (${seconds} s)`);
  process.exit(1);
}
console.log(`link gate: ${pages} pages, every internal link and anchor resolves (${seconds} s)`);
