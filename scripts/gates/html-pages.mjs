// The exported HTML pages of out/ and the url each is served at: shared by the export-time gates.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Every `.html` file under `outDir`, as paths relative to it with `/` separators, sorted. */
export function htmlFiles(outDir) {
  return readdirSync(outDir, { recursive: true })
    .map((file) => String(file).split(sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** The url path a file is served at: `a/b/index.html` → `/a/b/`, `404.html` → `/404.html`. */
export function pageUrl(file) {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/**
 * The file of out/ a url path is served from, or null: `/x/` → `x/index.html`, a file path
 * as itself. A directory path without its trailing slash is not a page (hosts redirect it).
 */
export function fileForPath(outDir, path) {
  const relative = path.replace(/^\/+/, '');
  if (relative === '' || relative.endsWith('/')) {
    const index = `${relative}index.html`;
    return existsSync(join(outDir, index)) ? index : null;
  }
  const target = join(outDir, relative);
  return existsSync(target) && statSync(target).isFile() ? relative : null;
}
