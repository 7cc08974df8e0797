// The webpack.js.org links that the installed webpack, webpack-cli and webpack-dev-server print
// (error messages, warnings, schema descriptions), read from their shipped files at build time.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { tokenizer, tokTypes } from 'acorn';

/** The packages whose printed links the site promises to resolve. */
export const PRINTING_PACKAGES = ['webpack', 'webpack-cli', 'webpack-dev-server'];

/** Folders of a package that hold what it prints: code, schemas and the dev server's client. */
const SHIPPED_FOLDERS = ['lib', 'bin', 'schemas', 'client'];

/** The documentation origin the packages link to. */
export const DOCS_ORIGIN = 'https://webpack.js.org';

/** A docs url inside any text, up to a quote, space, bracket or a template's `${`. */
const DOCS_URL = /https?:\/\/webpack\.js\.org(?:[/#?][^\s"'`<>()[\]{}\\$]*)?/g;

/** Sentence punctuation that follows a url in prose and is not part of it. */
const TRAILING = /[.,;:!?]+$/;

/** Every docs url in a piece of text, trailing punctuation removed. */
export function docsUrlsIn(text) {
  return [...text.matchAll(DOCS_URL)].map((match) => match[0].replace(TRAILING, ''));
}

/** The string and template-literal tokens of a source parsed as `sourceType`. */
function literalValues(source, sourceType) {
  const values = [];
  const tokens = tokenizer(source, {
    ecmaVersion: 'latest',
    sourceType,
    allowHashBang: true,
    allowReturnOutsideFunction: sourceType === 'script',
    allowAwaitOutsideFunction: true,
  });
  for (const token of tokens) {
    if (token.type === tokTypes.string || token.type === tokTypes.template) {
      values.push(String(token.value ?? ''));
    }
  }
  return values;
}

/**
 * The docs urls in the string and template literals of a JavaScript source: comments are not
 * printed, so a url that only appears in one does not count. A source that tokenizes neither
 * as a script nor as a module counts as a whole, so no link is ever missed.
 */
export function urlsInScript(source) {
  for (const sourceType of ['script', 'module']) {
    try {
      return literalValues(source, sourceType).flatMap(docsUrlsIn);
    } catch {
      // Try the other source type, then the plain text.
    }
  }
  return docsUrlsIn(source);
}

/** The docs urls in every string of a JSON document. */
export function urlsInJson(source) {
  const urls = [];
  const walk = (value) => {
    if (typeof value === 'string') urls.push(...docsUrlsIn(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(source));
  return urls;
}

/** Files under `dir` (recursively, without nested node_modules), as absolute paths. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => !file.split(sep).includes('node_modules'))
    .map((file) => join(dir, file));
}

/**
 * The docs links a package prints: `{ url, sources }` per distinct url, where `sources` names
 * the files (`webpack/lib/errors/NoModeWarning.js`) that hold it.
 */
export function packageLinks(packageDir, name) {
  const found = new Map();
  for (const folder of SHIPPED_FOLDERS) {
    for (const file of filesUnder(join(packageDir, folder))) {
      const isScript = /\.[cm]?js$/.test(file) && !file.endsWith('.d.ts');
      const isJson = file.endsWith('.json');
      if (!isScript && !isJson) continue;
      const source = readFileSync(file, 'utf8');
      if (!source.includes('webpack.js.org')) continue;
      const where = `${name}/${relative(packageDir, file).split(sep).join('/')}`;
      for (const url of isJson ? urlsInJson(source) : urlsInScript(source)) {
        if (!found.has(url)) found.set(url, new Set());
        found.get(url).add(where);
      }
    }
  }
  return found;
}

/**
 * The docs links of every printing package installed under `nodeModules`: sorted
 * `{ url, sources }`, plus `versions` (`{ webpack: '5.112.2', … }`) for the report.
 */
export function printedLinks(nodeModules, packages = PRINTING_PACKAGES) {
  const all = new Map();
  const versions = {};
  for (const name of packages) {
    const dir = join(nodeModules, name);
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) throw new Error(`printed links: ${name} is not installed`);
    versions[name] = JSON.parse(readFileSync(manifest, 'utf8')).version;
    for (const [url, sources] of packageLinks(dir, name)) {
      if (!all.has(url)) all.set(url, new Set());
      for (const source of sources) all.get(url).add(source);
    }
  }
  const links = [...all]
    .map(([url, sources]) => ({ url, sources: [...sources].sort() }))
    .sort((a, b) => a.url.localeCompare(b.url));
  return { links, versions };
}

/**
 * The site path and fragment a printed url names: `https://webpack.js.org/concepts#loaders` →
 * `{ path: '/concepts', hash: 'loaders' }`. Hosts add the missing trailing slash themselves.
 */
export function docsLocation(url) {
  const parsed = new URL(url.replace(/^http:/, 'https:'));
  return { path: parsed.pathname, hash: decodeURIComponent(parsed.hash.slice(1)) };
}
