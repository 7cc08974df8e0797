// `npm run links:aliases`: proposes an alias for every old heading id that its landing page lacks
// and writes them into src/data/links/anchor-aliases.json beside the reviewed ones (kept as they
// are), with a review list in .reports/anchor-alias-proposals.txt. Review every new line by hand.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../bundle-ts.mjs';
import { fileForPath } from '../gates/html-pages.mjs';
import { scanPage } from '../gates/link-scan.mjs';
import { ALIASES_FILE, loadAliases, serializeAliases } from './anchor-aliases.mjs';
import { oldAnchors } from './old-anchors.mjs';
import { CONFIDENT, matchAnchor } from './match-anchors.mjs';
import { landing, loadRedirects } from './redirect-map.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, 'out');
const REPORT = '.reports/anchor-alias-proposals.txt';

// Through the one door to the documents (src/lib/content/index.ts).
const { allPages } = await loadTs('src/lib/content/index.ts');
const headingsOf = new Map(allPages().map((page) => [page.url, page.anchors]));
const idsOf = (page) => {
  const file = existsSync(outDir) ? fileForPath(outDir, page) : null;
  const ids = new Set((headingsOf.get(page) ?? []).map((anchor) => anchor.id));
  if (file) for (const id of scanPage(readFileSync(join(outDir, file), 'utf8')).ids) ids.add(id);
  return ids;
};

const redirects = loadRedirects();
const aliases = loadAliases();
const lines = [];
let proposed = 0;
for (const { page, id } of oldAnchors(root)) {
  const to = landing(redirects, page, id);
  if (to.external) continue;
  const known = aliases.get(to.path);
  if (known?.has(to.hash) || idsOf(to.path).has(to.hash)) continue;
  const headings = headingsOf.get(to.path);
  if (!headings) {
    lines.push(`${page}#${id}: lands on ${to.path}, which is not a page yet`);
    continue;
  }
  const match = matchAnchor(to.hash, headings);
  const target = match && match.score >= CONFIDENT ? match.id : null;
  if (!aliases.has(to.path)) aliases.set(to.path, new Map());
  aliases.get(to.path).set(to.hash, target);
  proposed += 1;
  const title = headings.find((heading) => heading.id === match?.id)?.title;
  const what = match
    ? `${match.id} "${title}" (${match.score.toFixed(2)}, ${match.how})`
    : 'no candidate';
  const flag = target ? '  ' : '? ';
  lines.push(`${flag}${to.path}#${to.hash} -> ${target ?? 'page title'}   [${what}]`);
}

writeFileSync(join(root, ALIASES_FILE), serializeAliases(aliases));
mkdirSync(dirname(join(root, REPORT)), { recursive: true });
writeFileSync(join(root, REPORT), `${lines.join('\n')}\n`);
console.log(
  `links:aliases: ${proposed} new proposals written to ${ALIASES_FILE}; review them all (list in ${REPORT}, "?" marks the unsure ones)`,
);
