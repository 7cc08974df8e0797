// Export-time step: for every old url in src/data/links/redirects.json, a fallback page in out/
// (for hosts that apply no redirects) and Netlify's `_redirects`; vercel.json and serve.json get
// the same redirects from the policy step. Fails if an old url is a page of the site.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { siteStrings } from '../site-constant.mjs';
import { fallbackPage } from './fallback-page.mjs';
import { netlifyRedirects } from './host-redirects.mjs';
import { REDIRECTS_FILE, loadRedirects } from './redirect-map.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The ` | webpack` every page title ends with: the link names the page alone. */
const PRODUCT_SUFFIX = new RegExp(`\\s*\\|\\s*${siteStrings('PRODUCT')[0]}$`);

/** The text of a page's `<title>`, entities decoded. */
export function pageTitle(html) {
  let inTitle = false;
  let title = '';
  const parser = new Parser(
    {
      onopentag: (name) => (inTitle = inTitle || name === 'title'),
      ontext: (text) => inTitle && (title += text),
      onclosetag: (name) => name === 'title' && (inTitle = false),
    },
    { decodeEntities: true },
  );
  parser.end(html.slice(0, html.indexOf('</title>') + 8 || undefined));
  return title.trim();
}

/** A readable label for a version-4 url: `file-loader (webpack 4 documentation)`. */
function externalTitle(url) {
  const name = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'webpack';
  return `${name} (webpack 4 documentation)`;
}

/**
 * Writes the fallback pages and `_redirects` into `outDir`; returns `{ written, problems }`.
 * `siteOrigin` makes the canonical links absolute.
 */
export function writeRedirectPages(outDir, redirects, siteOrigin) {
  const problems = [];
  let written = 0;
  for (const [from, { to }] of redirects) {
    const dir = join(outDir, ...from.split('/').filter(Boolean));
    const file = join(dir, 'index.html');
    if (existsSync(file) && !readFileSync(file, 'utf8').includes('<h1>This page has moved</h1>')) {
      problems.push(`${REDIRECTS_FILE}: ${from} is a page of the site; remove the redirect`);
      continue;
    }
    let title;
    let canonical = to;
    if (/^https?:/.test(to)) {
      title = externalTitle(to);
    } else {
      const path = to.split('#')[0];
      const target = join(outDir, ...path.split('/').filter(Boolean), 'index.html');
      if (!existsSync(target)) {
        problems.push(`${REDIRECTS_FILE}: ${from} -> ${to}: no page at ${path}`);
        continue;
      }
      title = pageTitle(readFileSync(target, 'utf8')).replace(PRODUCT_SUFFIX, '');
      canonical = `${siteOrigin}${path}`;
    }
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, fallbackPage({ to, title, canonical }));
    written += 1;
  }
  writeFileSync(join(outDir, '_redirects'), netlifyRedirects(redirects));
  return { written, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env[siteStrings('SKIP_LINK_PROMISES_ENV')[0]] === '1') {
    console.log('redirects: skipped (not the site content)');
    process.exit(0);
  }
  const outDir = resolve(root, process.argv[2] ?? 'out');
  const siteOrigin = (
    process.env.NEXT_PUBLIC_SITE_URL ||
    process.env.SITE_URL ||
    siteStrings('DEFAULT_SITE_URL')[0]
  ).replace(/\/+$/, '');
  const { written, problems } = writeRedirectPages(outDir, loadRedirects(), siteOrigin);
  for (const problem of problems) console.error(`redirects: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`redirects: ${written} fallback pages and _redirects written`);
}
