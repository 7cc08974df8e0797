// The reading copies: cut from built pages by the build, filled in by the service worker's renderer.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { READING_COPY_NOTE } from '../src/lib/site';
import { renderReadingCopy } from '../src/worker/reading-copy';
import {
  buildReadingCopies,
  makeTemplate,
  readPage,
  readSidebar,
  readablePages,
  writeTemplate,
} from './reading-copies.mjs';

/** A page shaped like the export's docs pages (the same elements and attributes that matter). */
function builtPage({ url, title: text, current, body = `<p>About ${text}.</p>` }) {
  const title = text.replaceAll('&', '&amp;');
  const item = (href, label) =>
    href === current
      ? `<li><a class="link current" aria-current="page" href="${href}">${label}</a><ul id="anchors-${label}" class="anchors"><li>x</li></ul></li>`
      : `<li><a class="link" href="${href}">${label}</a><ul id="anchors-${label}" class="anchors" hidden=""></ul></li>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-abc'"/>
<link rel="stylesheet" href="/_next/static/css/site.css"/>
<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<title>${title} | webpack</title><meta name="description" content="About ${title}"/>
<link rel="canonical" href="https://webpack.js.org${url}"/><meta property="og:title" content="${title}"/>
<script>document.documentElement.dataset.theme="light"</script></head>
<body><div class="site"><div role="region" aria-label="Notification" data-notification="">Banner</div>
<header><a href="/">webpack</a><nav><a class="top active" aria-current="page" href="/concepts/">Documentation</a></nav></header><main id="content"><div class="layout"><aside>
<div id="sidebar"><nav aria-label="Loaders pages"><ul>${item('/loaders/a/', 'a')}${item('/loaders/b/', 'b')}</ul></nav></div></aside>
<div class="column"><article><h1>${title}</h1><div class="prose">${body}</div></article>
<nav aria-label="Previous and next pages"><a rel="next" href="/loaders/b/">b</a></nav></div>
<aside><nav aria-label="On this page"><a href="#x">x</a></nav></aside></div></main><footer>Footer</footer></div>
<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
}

const pageA = builtPage({ url: '/loaders/a/', title: 'a', current: '/loaders/a/' });
const pageB = builtPage({
  url: '/loaders/b/',
  title: 'b & co',
  current: '/loaders/b/',
  body: '<p>Costs $1 &amp; $&amp; more.</p>',
});

describe('reading copies', () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keep a page title and its whole article column, previous/next included', () => {
    const page = readPage(pageB);
    expect(page.title).toBe('b & co | webpack');
    expect(page.column).toMatch(/^<article><h1>b &amp; co<\/h1>/);
    expect(page.column).toContain('rel="next"');
    expect(readPage('<html><body><p>no article</p></body></html>')).toBeNull();
  });

  it('store the sidebar neutral: no current item, every anchor list closed', () => {
    const { sidebar, currentClass } = readSidebar(pageA);
    expect(currentClass).toBe('current');
    expect(sidebar).not.toContain('aria-current');
    expect(sidebar).toContain('<a class="link" href="/loaders/a/">');
    expect(sidebar.match(/<ul hidden=""/g)).toHaveLength(1);
  });

  it('make a template without app scripts, page metadata, banner or "On this page"', () => {
    const template = makeTemplate(pageA);
    expect(template).not.toMatch(/<script src=|__next_f|as="script"/);
    expect(template).toContain('<script>document.documentElement.dataset.theme="light"</script>');
    expect(template).toContain('Content-Security-Policy');
    expect(template).toContain('/_next/static/css/site.css');
    expect(template).not.toMatch(/name="description"|rel="canonical"|og:title|Banner|On this page/);
    expect(template).toContain('<title><!--rc:title--></title>');
    expect(template).toMatch(/^<!DOCTYPE html><html data-reading-copy="" lang="en">/);
    // Which header link is current depends on the page: none is, in a copy.
    expect(template).toContain('<a class="top" href="/concepts/">Documentation</a>');
    expect(template).not.toContain('<h1>a</h1>');
  });

  it('render any page of the section into the template, marked current, with the note', () => {
    const template = makeTemplate(pageA);
    const bundle = {
      section: 'loaders',
      ...readSidebar(pageA),
      pages: { '/loaders/b/': readPage(pageB) },
    };
    const html = renderReadingCopy(template, bundle, '/loaders/b');
    expect(html).toContain('<title>b &amp; co | webpack</title>');
    expect(html).toContain('<a class="link current" aria-current="page" href="/loaders/b/">');
    expect(html).toContain('<a class="link" href="/loaders/a/">');
    // Dollar signs in the page are text, not replacement patterns.
    expect(html).toContain('<p>Costs $1 &amp; $&amp; more.</p>');
    expect(html).toContain(
      `</h1><p class="reading-copy-note" role="note">${READING_COPY_NOTE}</p>`,
    );
    expect(html.indexOf('Footer')).toBeGreaterThan(html.indexOf('reading-copy-note'));
    expect(renderReadingCopy(template, bundle, '/loaders/unknown/')).toBeNull();
  });

  it('write one file per readable section and the template; pages without an article stay whole', () => {
    const out = mkdtempSync(join(tmpdir(), 'reading-copies-'));
    dirs.push(out);
    const write = (url, html) => {
      mkdirSync(join(out, url), { recursive: true });
      writeFileSync(join(out, url, 'index.html'), html);
    };
    write('/', '<html><head><title>webpack</title></head><body>Home</body></html>');
    write('/loaders/a/', pageA);
    write('/loaders/b/', pageB);
    write('/loaders/printable/', pageA);
    write('/offline/', pageA);
    expect(readablePages(out)).toEqual(['/', '/loaders/a/', '/loaders/b/']);
    const entries = buildReadingCopies(out, readablePages(out));
    expect(entries.map(([url]) => url)).toEqual(['/', '/offline-pages/loaders.json']);
    for (const [, revision, bytes] of entries) {
      expect(revision).toMatch(/^[0-9a-f]{12}$/);
      expect(bytes).toBeGreaterThan(0);
    }
    const bundle = JSON.parse(readFileSync(join(out, 'offline-pages/loaders.json'), 'utf8'));
    expect(Object.keys(bundle.pages)).toEqual(['/loaders/a/', '/loaders/b/']);
    writeTemplate(out, '/loaders/a/');
    const template = readFileSync(join(out, 'offline-pages/template.html'), 'utf8');
    expect(renderReadingCopy(template, bundle, '/loaders/a/')).toContain('<h1>a</h1>');
  });
});
