// Export-time step: hashes each page's inline scripts and styles into its own Content-Security-Policy,
// writes it into the page as a <meta> and, with the other headers, into the deploy configs in out/.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, pageUrl } from '../gates/html-pages.mjs';
import { siteStrings } from '../site-constant.mjs';
import { loadRedirects } from '../links/redirect-map.mjs';
import { netlifyHeaders, serveConfig, vercelConfig } from './deploy-headers.mjs';
import { inlineSources } from './inline-sources.mjs';
import { allowedOrigins, hashedPolicy, hashes } from './policy.mjs';
import { withPolicyMeta } from './policy-meta.mjs';

/** The build-time variables that switch outside origins on (as src/lib/search/docsearch.ts and src/components/runtime/ read them). */
export const DOCSEARCH_KEYS = [
  'NEXT_PUBLIC_DOCSEARCH_APP_ID',
  'NEXT_PUBLIC_DOCSEARCH_API_KEY',
  'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME',
];
export const ANALYTICS_KEY = 'NEXT_PUBLIC_ANALYTICS_ID';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Origins of the sponsors' avatars in src/data/sponsors.json (none when it lists nobody). */
function sponsorAvatarOrigins() {
  const { sponsors = [] } = JSON.parse(readFileSync(join(root, 'src/data/sponsors.json'), 'utf8'));
  return sponsors
    .map((sponsor) => sponsor.avatar)
    .filter((avatar) => /^https?:\/\//.test(avatar ?? ''))
    .map((avatar) => new URL(avatar).origin);
}

/** The origins this build's configuration allows, from `env`. */
export function configuredOrigins(env = process.env) {
  return allowedOrigins({
    avatars: siteStrings('AVATAR_ORIGINS'),
    sponsorAvatars: sponsorAvatarOrigins(),
    docsearch: DOCSEARCH_KEYS.some((key) => env[key]?.trim())
      ? siteStrings('DOCSEARCH_ORIGINS')
      : null,
    analytics: env[ANALYTICS_KEY]?.trim()
      ? {
          scripts: siteStrings('ANALYTICS_SCRIPT_ORIGINS'),
          hits: siteStrings('ANALYTICS_HIT_ORIGINS'),
        }
      : null,
  });
}

/**
 * Applies the policies to every page of `outDir` and writes `_headers`, `vercel.json` and
 * `serve.json` there. Returns `{ pages, errors, largest }` (errors: inline code no hash allows).
 */
export function buildPolicies(outDir, env = process.env) {
  const options = {
    origins: configuredOrigins(env),
    runtimeStyles: siteStrings('RUNTIME_INLINE_STYLES'),
  };
  const pages = [];
  const errors = [];
  // Style attributes of every page, on every page: a client navigation puts the next page's
  // body in as HTML, and its token colours must pass the policy of the page that loaded.
  // Scripts stay per page: a navigation runs none of the next page's inline scripts.
  // Each page keeps only its hashes and where its <meta> goes, not its inline code: kept whole
  // for 1,000 pages, the code and the style attributes took 1.6 GB.
  const styleAttributes = new Set();
  const found = htmlFiles(outDir).map((file) => {
    const inline = inlineSources(readFileSync(join(outDir, file), 'utf8'));
    for (const value of inline.styleAttributes) styleAttributes.add(value);
    const { metaAt, policyMeta, blocked, scripts, styles } = inline;
    const kept = { metaAt, policyMeta, blocked, scripts: hashes(scripts), styles: hashes(styles) };
    return { file, url: pageUrl(file), inline: kept };
  });
  const styleAttributeHashes = hashes([...styleAttributes]);
  for (const { file, url, inline } of found) {
    const path = join(outDir, file);
    const html = readFileSync(path, 'utf8');
    for (const what of inline.blocked)
      errors.push(`${url}: ${what}: inline code a policy cannot allow`);
    const allowed = { ...inline, styleAttributes: styleAttributeHashes };
    const policy = (delivery) => hashedPolicy(allowed, { ...options, delivery });
    // Written aside then renamed: the link gate reads the pages at the same time.
    writeFileSync(`${path}.csp`, withPolicyMeta(html, inline, policy('meta')));
    renameSync(`${path}.csp`, path);
    pages.push({ url, file, header: policy('header'), https: policy('https-header') });
  }
  const https = pages.map(({ url, file, https: policy }) => ({ url, file, policy }));
  const local = pages.map(({ url, file, header: policy }) => ({ url, file, policy }));
  writeFileSync(join(outDir, '_headers'), netlifyHeaders(https));
  // Old urls move on with a real redirect wherever the host applies one (src/data/links/).
  const redirects =
    env[siteStrings('SKIP_LINK_PROMISES_ENV')[0]] === '1' ? new Map() : loadRedirects();
  writeFileSync(
    join(outDir, 'vercel.json'),
    `${JSON.stringify(vercelConfig(https, redirects), null, 2)}\n`,
  );
  writeFileSync(
    join(outDir, 'serve.json'),
    `${JSON.stringify(serveConfig(local, redirects), null, 2)}\n`,
  );
  const largest = pages.reduce(
    (max, page) => (page.https.length > max.https.length ? page : max),
    pages[0],
  );
  return { pages: pages.length, errors, largest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = resolve(root, process.argv[2] ?? 'out');
  const started = performance.now();
  const { pages, errors, largest } = buildPolicies(outDir);
  for (const error of errors) console.error(error);
  if (errors.length > 0) process.exit(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `csp: ${pages} pages hashed into their own policy (largest ${(largest.https.length / 1024).toFixed(1)} KiB, ${largest.url}); _headers, vercel.json, serve.json written (${seconds} s)`,
  );
}
