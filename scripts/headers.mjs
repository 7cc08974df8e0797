// The HTTP headers the site is served with: one source for `npm run serve` and the deploy configs.

/** Security headers sent with every response. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent only where the site is served over https (the deploy configs, never local http). */
export const HTTPS_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** Name of the per-page policy header; its value is built at export time (scripts/csp/). */
export const POLICY_HEADER = 'Content-Security-Policy';

/** Hashed build assets never change under their name. */
export const IMMUTABLE_ASSETS = {
  prefix: '/_next/static/',
  headers: { 'Cache-Control': 'public, max-age=31536000, immutable' },
};

/** Pages are revalidated on every visit, so a deploy shows at once. */
export const PAGE_HEADERS = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

/** Markdown twins and llms.txt: text the browser shows, never sniffed as something else. */
export const TEXT_TYPES = [
  { source: '**/*.md', headers: { 'Content-Type': 'text/markdown; charset=utf-8' } },
  { source: 'llms{,-full}.txt', headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
];

/** `{ key, value }` pairs, the shape of serve-handler and vercel.json header rules. */
export const headerList = (object) =>
  Object.entries(object).map(([key, value]) => ({ key, value }));

/** serve-handler header rules: security headers everywhere, long caching for hashed assets. */
export function headerRules() {
  return [
    { source: '**/*', headers: headerList(SECURITY_HEADERS) },
    {
      source: `${IMMUTABLE_ASSETS.prefix.slice(1)}**`,
      headers: headerList(IMMUTABLE_ASSETS.headers),
    },
    ...TEXT_TYPES.map(({ source, headers }) => ({ source, headers: headerList(headers) })),
    { source: '**/*.html', headers: headerList(PAGE_HEADERS) },
  ];
}
