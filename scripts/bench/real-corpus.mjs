// The bench's scale corpus: the real content/ plus copies of its pages under new names, in the
// real sections. Each copy has its own title and a line in every code block that names the
// copy, so no cache keyed by text (highlighting, social cards, twins) can serve one copy from
// another. Links inside a copy still point at the real pages, which stay in the corpus.
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileCount } from '../content-pages.mjs';

/** Comment syntax per code-block language; a block in another language gets `#`. */
const COMMENT = {
  js: (text) => `// ${text}`,
  ts: (text) => `// ${text}`,
  json: (text) => `// ${text}`,
  css: (text) => `/* ${text} */`,
  html: (text) => `<!-- ${text} -->`,
  xml: (text) => `<!-- ${text} -->`,
  mdx: (text) => `<!-- ${text} -->`,
  diff: (text) => ` // ${text}`,
};
const comment = (lang, text) => (COMMENT[lang] ?? ((t) => `# ${t}`))(text);

const FENCE = /^(\s*)(`{3,}|~{3,})([\w-]*)/;

/**
 * `source` with a line naming `tag` at the end of every fenced code block (at the end, so the
 * line numbers that a block's meta highlights still point at the same lines).
 */
export function tagCodeBlocks(source, tag) {
  const result = [];
  let open;
  for (const line of source.split('\n')) {
    const fence = FENCE.exec(line);
    if (fence && !open) {
      open = { marks: fence[2], lang: fence[3] };
    } else if (
      fence &&
      fence[2][0] === open.marks[0] &&
      fence[2].length >= open.marks.length &&
      !fence[3]
    ) {
      result.push(`${fence[1]}${comment(open.lang, tag)}`);
      open = undefined;
    }
    result.push(line);
  }
  return result.join('\n');
}

/** `source` with its frontmatter title suffixed by `suffix` (quoted or plain YAML). */
export function retitle(source, suffix) {
  return source.replace(/^(title:\s*)(.*)$/m, (_, key, value) => {
    const quote = /^(['"])(.*)\1\s*$/.exec(value);
    return quote ? `${key}${quote[1]}${quote[2]}${suffix}${quote[1]}` : `${key}${value}${suffix}`;
  });
}

/** The pages worth copying: section pages, not section indexes, blog posts or top-level pages. */
export function copyablePages(contentDir) {
  return readdirSync(contentDir, { recursive: true })
    .map(String)
    .filter((path) => /\.mdx?$/.test(path) && path.includes('/'))
    .filter((path) => !path.startsWith('blog/') && !/(^|\/)index\.mdx?$/.test(path))
    .sort();
}

/**
 * Writes the real content of `contentDir` into `dest` plus copies until the corpus holds about
 * `pages` source pages (copies are spread evenly: every page once before any twice). Returns
 * the number of source pages written.
 */
export function writeRealCorpus(contentDir, dest, pages) {
  cpSync(contentDir, dest, { recursive: true });
  const real = pageFileCount(dest);
  const pool = copyablePages(contentDir);
  let total = real;
  for (let n = 0; total < pages; n++, total++) {
    const path = pool[n % pool.length];
    const copy = Math.floor(n / pool.length) + 1;
    const tag = `bench copy ${copy} of ${path}`;
    const source = readFileSync(join(contentDir, path), 'utf8');
    const text = tagCodeBlocks(retitle(source, ` (copy ${copy})`), tag);
    writeFileSync(join(dest, path.replace(/(\.mdx?)$/, `-copy-${copy}$1`)), text);
  }
  return total;
}
