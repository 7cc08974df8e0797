// The upgrade spec's version A, derived from the build under test (version B, out/) without a
// second `next build`: another build id, the docs pages' chunk with other code under another
// hash, and other text on chosen pages, everywhere each appears. The export steps that hash or
// list files then run on it (section list, reading copies, security policy, service worker),
// so A is a complete, self-consistent site, as an earlier deploy would be.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPolicies } from '../../scripts/csp/build-csp.mjs';
import { buildSectionManifest } from '../../scripts/offline-sections.mjs';
import { ENTRIES_FILE, buildReadingCopies, readablePages } from '../../scripts/reading-copies.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** What a page says first in version A: this, over the first letters of its first paragraph. */
export const VERSION_A_TEXT = 'Version A';

/** Files whose text may name a build id, a chunk or a page's words. */
const TEXT_FILE = /\.(html|txt|json|js|md|xml)$/;

/** Every file of an export, relative, with `/` separators. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath ?? entry.path, entry.name)
        .slice(dir.length + 1)
        .split(sep)
        .join('/'),
    );

/** Replaces every `from` with `to` (same length) in the text files of `dir` outside `skip`. */
function replaceEverywhere(dir, pairs, skip = /^$/) {
  let count = 0;
  for (const file of filesOf(dir)) {
    if (!TEXT_FILE.test(file) || skip.test(file)) continue;
    const text = readFileSync(join(dir, file), 'utf8');
    let next = text;
    for (const [from, to] of pairs) next = next.split(from).join(to);
    if (next === text) continue;
    writeFileSync(join(dir, file), next);
    count += 1;
  }
  return count;
}

/** The build id: the folder of Next's build manifest. */
function buildIdOf(dir) {
  const name = readdirSync(join(dir, '_next/static')).find((entry) =>
    filesOf(join(dir, '_next/static', entry)).includes('_buildManifest.js'),
  );
  if (!name) throw new Error(`${dir}: no _next/static/{build id}/_buildManifest.js`);
  return name;
}

/** Another string of the same length and alphabet: letters rot13, digits shifted by 5. */
const other = (id) =>
  id.replace(/[A-Za-z0-9]/g, (c) => {
    if (/\d/.test(c)) return String((Number(c) + 5) % 10);
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** The first paragraph of a page's article whose first 48 characters are plain ASCII text. */
function openingWords(dir, url) {
  const html = readFileSync(join(dir, url, 'index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'));
  for (const [, text] of article.matchAll(/<p>([^<]+)/g)) {
    const words = text.slice(0, 48);
    if (words.length === 48 && /^[A-Za-z][\x20-\x7e]+$/.test(words) && !/[&"'\\]/.test(words)) {
      return words;
    }
  }
  throw new Error(`${url}: no plain opening paragraph to change`);
}

/**
 * Writes version A into `dir` (emptied first) from the export `out`, changing the opening
 * words of each page in `pages`. Returns the build ids, the docs pages' chunk url in each
 * version and, per changed page, its opening words in A and in B.
 * @param {string} out
 * @param {string} dir
 * @param {string[]} pages
 */
export function derivePreviousBuild(out, dir, pages) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(out, dir, { recursive: true });

  // Another build: every page and payload names it.
  const idB = buildIdOf(dir);
  const idA = other(idB);
  renameSync(join(dir, '_next/static', idB), join(dir, '_next/static', idA));

  // Other code for the docs pages, under its own content hash.
  const chunkDir = '_next/static/chunks/app/[...slug]';
  const chunkB = readdirSync(join(dir, chunkDir)).find((name) => /^page-[0-9a-f]+\.js$/.test(name));
  if (!chunkB) throw new Error(`${dir}: no docs page chunk in ${chunkDir}`);
  const codeA = `${readFileSync(join(dir, chunkDir, chunkB), 'utf8')}\n;self.__docsVersion = 'A';\n`;
  const hashB = /^page-([0-9a-f]+)\.js$/.exec(chunkB)[1];
  const hashA = createHash('md5').update(codeA).digest('hex').slice(0, hashB.length);
  rmSync(join(dir, chunkDir, chunkB));
  writeFileSync(join(dir, chunkDir, `page-${hashA}.js`), codeA);

  // Other words on chosen pages, wherever they appear (page, payloads, twins, search index).
  const changed = pages.map((url) => {
    const b = openingWords(dir, url);
    return { url, a: `${VERSION_A_TEXT}${b.slice(VERSION_A_TEXT.length)}`, b };
  });
  replaceEverywhere(dir, [[idB, idA]], /^_next\/static\//);
  replaceEverywhere(dir, [[hashB, hashA]]);
  replaceEverywhere(
    dir,
    changed.map(({ a, b }) => [b, a]),
    /^_next\//,
  );

  // The export steps that hash or list what changed, run on A as the build runs them on out/.
  const sections = join(dir, 'offline-sections.json');
  const manifest = buildSectionManifest(dir, JSON.parse(readFileSync(sections, 'utf8')));
  writeFileSync(sections, `${JSON.stringify(manifest)}\n`);
  const entries = buildReadingCopies(dir, readablePages(dir));
  writeFileSync(join(dir, ENTRIES_FILE), `${JSON.stringify(entries)}\n`);
  const { errors } = buildPolicies(dir);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const sw = spawnSync(process.execPath, ['scripts/build-sw.mjs', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (sw.status !== 0) throw new Error(`build-sw.mjs on version A failed:\n${sw.stderr}`);

  const chunkUrl = (hash) => `/_next/static/chunks/app/%5B...slug%5D/page-${hash}.js`;
  return {
    buildId: { a: idA, b: idB },
    chunk: { a: chunkUrl(hashA), b: chunkUrl(hashB) },
    changed,
  };
}
