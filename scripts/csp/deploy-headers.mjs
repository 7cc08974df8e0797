// Renders the deploy configs of common static hosts from scripts/headers.mjs and the per-page policies.
import {
  HTTPS_HEADERS,
  IMMUTABLE_ASSETS,
  PAGE_HEADERS,
  POLICY_HEADER,
  SECURITY_HEADERS,
  headerList,
  headerRules,
} from '../headers.mjs';
import { serveRedirects, vercelRedirects } from '../links/host-redirects.mjs';

/**
 * Netlify and Cloudflare Pages `_headers`: a path, then indented `Name: value` lines. Both hosts
 * join the values of every rule that matches, so the policy is only on each page's own rule.
 * `pages` is `[{ url, file, policy }]` with the https header policy.
 */
export function netlifyHeaders(pages) {
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', { ...SECURITY_HEADERS, ...HTTPS_HEADERS }),
    block(`${IMMUTABLE_ASSETS.prefix}*`, IMMUTABLE_ASSETS.headers),
    ...pages.map(({ url, policy }) => block(url, { ...PAGE_HEADERS, [POLICY_HEADER]: policy })),
  ].join('\n')}\n`;
}

/**
 * Vercel `vercel.json`: path-to-regexp sources over request paths; `pages` as for `_headers`,
 * `redirects` the site's old urls (`from → { to }`).
 */
export function vercelConfig(pages, redirects = new Map()) {
  return {
    trailingSlash: true,
    redirects: vercelRedirects(redirects),
    headers: [
      { source: '/(.*)', headers: headerList({ ...SECURITY_HEADERS, ...HTTPS_HEADERS }) },
      { source: `${IMMUTABLE_ASSETS.prefix}(.*)`, headers: headerList(IMMUTABLE_ASSETS.headers) },
      ...pages.map(({ url, policy }) => ({
        source: url,
        headers: headerList({ ...PAGE_HEADERS, [POLICY_HEADER]: policy }),
      })),
    ],
  };
}

/**
 * `serve.json` for `serve`/serve-handler (what `npm run serve` reads): sources are file paths,
 * over plain http, so no HSTS and no upgrade; `pages` carry the header policy, `redirects` as
 * for vercel.json.
 */
export function serveConfig(pages, redirects = new Map()) {
  return {
    trailingSlash: true,
    cleanUrls: true,
    redirects: serveRedirects(redirects),
    headers: [
      ...headerRules(),
      ...pages.map(({ file, policy }) => ({
        source: `/${file}`,
        headers: headerList({ [POLICY_HEADER]: policy }),
      })),
    ],
  };
}
