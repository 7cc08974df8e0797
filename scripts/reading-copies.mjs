// Export-time step: the reading copies the service worker serves for pages never visited while offline. One JSON file per section (each page's title and article column, the section's sidebar once) and one page template, cut from the built HTML.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { pageRevision } from './page-revision.mjs';
import { loadTs } from './bundle-ts.mjs';
import { siteStrings } from './site-constant.mjs';

const {
  ANCHORS_ID_PREFIX,
  ARTICLE_TAG,
  NOTIFICATION_ATTRIBUTE,
  READING_COPIES,
  READING_COPY_ATTRIBUTE,
  SIDEBAR_ID,
  TOC_LABEL,
  checkContract,
} = await loadTs('src/lib/contracts/index.ts');

/** Where the template's parts go; the worker's renderer (src/worker/reading-copy.ts) fills them. */
const [TITLE_SLOT, SIDEBAR_SLOT, COLUMN_SLOT] = siteStrings('READING_TEMPLATE_SLOTS');

const parse = (html) => parseDocument(html, { withStartIndices: true, withEndIndices: true });
const find = (test, doc) => DomUtils.findOne(test, doc.children, true);
const findAll = (test, doc) => DomUtils.findAll(test, doc.children);
const outer = (html, node) => html.slice(node.startIndex, node.endIndex + 1);
const inner = (html, node) => {
  const first = node.children[0];
  const last = node.children.at(-1);
  return first ? html.slice(first.startIndex, last.endIndex + 1) : '';
};

/** Replaces the given [start, end] ranges of a string (end inclusive), each with its text. */
function splice(html, edits) {
  let result = html;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + text + result.slice(end + 1);
  }
  return result;
}

const isArticleColumn = (node) =>
  node.type === 'tag' && node.children.some((child) => child.name === ARTICLE_TAG);
const isSidebarNav = (node) => node.name === 'nav' && node.parent?.attribs?.id === SIDEBAR_ID;

/** A page's title and article column (article, page actions, previous/next), or null. */
export function readPage(html) {
  const doc = parse(html);
  const column = find(isArticleColumn, doc);
  const title = find((node) => node.name === 'title', doc);
  if (!column || !title) return null;
  return { title: DomUtils.textContent(title), column: inner(html, column) };
}

/**
 * Edits that turn every current link (`aria-current`) under `root` into a plain one: the
 * attribute goes, and so do the classes after the first (the "current" styling).
 */
function neutralCurrentLinks(html, root) {
  return findAll(
    (node) => node.name === 'a' && node.attribs['aria-current'] !== undefined,
    root,
  ).map((link) => {
    const classes = (link.attribs.class ?? '').split(' ');
    const open = html.slice(link.startIndex, link.children[0]?.startIndex ?? link.endIndex);
    const text = open
      .replace(/ aria-current="[^"]*"/, '')
      .replace(/class="[^"]*"/, `class="${classes[0]}"`);
    const end = link.startIndex + open.length - 1;
    return { start: link.startIndex, end, text, currentClass: classes.slice(1).join(' ') };
  });
}

/**
 * The section's sidebar as one page shows it, made neutral: no current item and every anchor
 * list closed, so the worker can mark any page of the section as current.
 */
export function readSidebar(html) {
  const doc = parse(html);
  const nav = find(isSidebarNav, doc);
  if (!nav) return null;
  const edits = [];
  let currentClass = '';
  for (const edit of neutralCurrentLinks(html, nav)) {
    currentClass ||= edit.currentClass;
    edits.push(edit);
  }
  for (const list of findAll(
    (node) =>
      node.name === 'ul' &&
      node.attribs.id?.startsWith(ANCHORS_ID_PREFIX) &&
      !('hidden' in node.attribs),
    nav,
  )) {
    const open = `<ul`;
    edits.push({
      start: list.startIndex,
      end: list.startIndex + open.length - 1,
      text: '<ul hidden=""',
    });
  }
  const start = nav.startIndex;
  const local = edits.map((edit) => ({
    ...edit,
    start: edit.start - start,
    end: edit.end - start,
  }));
  return { sidebar: splice(outer(html, nav), local), currentClass };
}

/** Head elements that describe one page (its description, canonical url, social cards). */
const PAGE_META = /^(description|twitter:.*)$|^og:/;

/**
 * The reading-copy template from a built docs page: no scripts but the small inline ones that
 * set the theme before paint (the page's own policy already allows them), none of the page's
 * own metadata, the notification banner and "On this page" gone, no link marked current, and
 * slots for the title, the sidebar and the article column. `<html>` carries
 * `data-reading-copy`, under which the stylesheet hides the controls that need the app.
 */
export function makeTemplate(html) {
  const doc = parse(html);
  const edits = [];
  const header = find((node) => node.name === 'header', doc);
  if (header) edits.push(...neutralCurrentLinks(html, header));
  const drop = (node) => edits.push({ start: node.startIndex, end: node.endIndex, text: '' });
  for (const script of findAll((node) => node.name === 'script', doc)) {
    const body = DomUtils.textContent(script);
    if (script.attribs.src || body.includes('__next_f') || body.trim() === '') drop(script);
  }
  for (const link of findAll((node) => node.name === 'link', doc)) {
    const { rel, as } = link.attribs;
    if (rel === 'modulepreload' || (rel === 'preload' && as === 'script')) drop(link);
    if (rel === 'canonical' || rel === 'alternate') drop(link);
  }
  for (const meta of findAll((node) => node.name === 'meta', doc)) {
    if (PAGE_META.test(meta.attribs.name ?? meta.attribs.property ?? '')) drop(meta);
  }
  const banner = find((node) => node.attribs?.[NOTIFICATION_ATTRIBUTE] !== undefined, doc);
  if (banner) drop(banner);
  const toc = find((node) => node.name === 'nav' && node.attribs['aria-label'] === TOC_LABEL, doc);
  if (toc) drop(toc);
  const title = find((node) => node.name === 'title', doc);
  const nav = find(isSidebarNav, doc);
  const column = find(isArticleColumn, doc);
  if (!title || !nav || !column)
    throw new Error('reading copies: the template page lacks a title, sidebar or article');
  edits.push({
    start: title.startIndex,
    end: title.endIndex,
    text: `<title>${TITLE_SLOT}</title>`,
  });
  edits.push({ start: nav.startIndex, end: nav.endIndex, text: SIDEBAR_SLOT });
  const columnInner = {
    start: column.children[0].startIndex,
    end: column.children.at(-1).endIndex,
  };
  edits.push({ ...columnInner, text: COLUMN_SLOT });
  return splice(html, edits).replace(/<html(?=[\s>])/, `<html ${READING_COPY_ATTRIBUTE}=""`);
}

/** The section a url belongs to (its first path segment), or null for the home page. */
export const sectionOf = (url) => url.split('/').filter(Boolean)[0] ?? null;

/** Where the list of warm-up entries is written, for the service-worker step to read. */
export const ENTRIES_FILE = READING_COPIES.file;

/**
 * Writes out/offline-pages/{section}.json and returns the warm-up entries: each section's
 * file, plus the pages that have no article (the home page) as themselves. Entries are
 * `[url, revision, gzip bytes]`.
 */
export function buildReadingCopies(outDir, urls) {
  const [dir] = siteStrings('READING_COPIES_DIR');
  const htmlOf = (url) =>
    readFileSync(join(outDir, ...url.split('/').filter(Boolean), 'index.html'), 'utf8');
  const sections = new Map();
  const whole = [];
  for (const url of urls) {
    const html = htmlOf(url);
    const page = sectionOf(url) ? readPage(html) : null;
    if (!page) {
      whole.push([url, pageRevision(html), gzipSync(html).length]);
      continue;
    }
    const section = sectionOf(url);
    if (!sections.has(section)) sections.set(section, { ...readSidebar(html), pages: {} });
    sections.get(section).pages[url] = page;
  }
  mkdirSync(join(outDir, dir), { recursive: true });
  const entries = [];
  for (const [section, bundle] of sections) {
    const body = `${JSON.stringify({ section, ...bundle })}\n`;
    const url = `${dir}${section}.json`;
    writeFileSync(join(outDir, url), body);
    entries.push([url, pageRevision(body), gzipSync(body).length]);
  }
  return [...whole, ...entries];
}

/**
 * Writes the reading-copy template from a docs page of the export, after the policy step
 * (the template keeps that page's Content-Security-Policy for its inline theme scripts).
 */
export function writeTemplate(outDir, url) {
  const [templateUrl] = siteStrings('READING_TEMPLATE_URL');
  const html = readFileSync(join(outDir, ...url.split('/').filter(Boolean), 'index.html'), 'utf8');
  writeFileSync(join(outDir, templateUrl), makeTemplate(html));
}

/** Every readable page of the export, by url (not the 404, offline, shell or printable pages). */
export function readablePages(outDir) {
  return readdirSync(outDir, { recursive: true })
    .map((file) => String(file).split(sep).join('/'))
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => file.slice(0, -'index.html'.length))
    .filter((dir) => !NOT_READ.test(dir))
    .sort()
    .map((dir) => `/${dir}`);
}

/** Folders of out/ whose index.html is not a page to read offline. */
const NOT_READ = /^(404|_not-found|offline|app-shell)(\/|$)|(^|\/)printable(\/|$)/;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../out/', import.meta.url));
  const started = Date.now();
  const entries = checkContract(READING_COPIES, buildReadingCopies(out, readablePages(out)));
  writeFileSync(join(out, ENTRIES_FILE), `${JSON.stringify(entries)}\n`);
  const gzip = entries.reduce((sum, [, , bytes]) => sum + bytes, 0);
  console.log(
    `reading copies: ${entries.length} files, ${(gzip / 1024).toFixed(1)} KiB gzip (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
