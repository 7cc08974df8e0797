// `npm run gate:links [-- out-dir] [--report=file] [--promises]`: runs the link gate on out/, one line per broken link; exit 1 if any.
// Then the link promises: printed links, old urls and anchors, the published list (skipped for other content).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAliases } from '../links/anchor-aliases.mjs';
import { loadLegacy } from '../links/old-anchors.mjs';
import { PUBLISHED_FILE, parsePublished } from '../links/published.mjs';
import { printedLinks } from '../links/printed-links.mjs';
import { loadRedirects } from '../links/redirect-map.mjs';
import { siteStrings } from '../site-constant.mjs';
import { checkPromises, figuresLine, siteFromScans } from './link-promises.mjs';
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
const { pages, problems, external, scans } = checkLinks(outDir, { siteOrigin });
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

// The promises are the site's own: checked on the project's out/ (or with --promises), never on
// another folder's pages or on a build of other content.
if (process.env[siteStrings('SKIP_LINK_PROMISES_ENV')[0]] === '1') {
  console.log('link promises: skipped (not the site content)');
  process.exit(0);
}
if (outDir !== resolve(root, 'out') && !args.includes('--promises')) {
  console.log('link promises: skipped (not out/; add --promises to check them here)');
  process.exit(0);
}
const publishedFile = join(root, PUBLISHED_FILE);
const result = checkPromises(siteFromScans(scans), {
  printed: printedLinks(join(root, 'node_modules')).links,
  legacy: loadLegacy(root),
  redirects: loadRedirects(),
  aliases: loadAliases(),
  published: existsSync(publishedFile) ? parsePublished(readFileSync(publishedFile, 'utf8')) : [],
});
for (const problem of result.problems) console.error(`link promises: ${problem}`);
console.log(`link promises: ${figuresLine(result.figures)}`);
if (result.unrecorded.length > 0) {
  const note = `${result.unrecorded.length} urls and anchors this build publishes are not in ${PUBLISHED_FILE} yet: run \`npm run links:record\` and commit it`;
  if (process.env.CI) result.problems.push(note);
  console[process.env.CI ? 'error' : 'log'](`link promises: ${note}`);
}
if (result.problems.length > 0) {
  console.error(`link promises: ${result.problems.length} broken promises`);
  process.exit(1);
}
