// `npm run links:record`: adds every url and heading anchor the build in out/ publishes to
// src/data/links/published.txt. It never removes a line: the list is what the site has promised.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, pageUrl } from '../gates/html-pages.mjs';
import { scanPage } from '../gates/link-scan.mjs';
import { PUBLISHED_FILE, parsePublished, publishedBy, serializePublished } from './published.mjs';
import { loadRedirects } from './redirect-map.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outDir = join(root, process.argv[2] ?? 'out');
if (!existsSync(join(outDir, 'index.html'))) {
  console.error('links:record: out/ has no build: run `npm run build` first');
  process.exit(1);
}
const redirects = loadRedirects();
const pages = htmlFiles(outDir)
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => ({
    path: pageUrl(file),
    scan: scanPage(readFileSync(join(outDir, file), 'utf8')),
  }));
const file = join(root, PUBLISHED_FILE);
const before = existsSync(file) ? parsePublished(readFileSync(file, 'utf8')) : [];
const now = publishedBy(pages, (path) => redirects.has(path));
const text = serializePublished([...before, ...now]);
writeFileSync(file, text);
const count = parsePublished(text).length;
console.log(
  `links:record: ${count - before.length} added, ${count} urls and anchors in ${PUBLISHED_FILE}`,
);
