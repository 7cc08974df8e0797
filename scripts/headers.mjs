// The HTTP headers the site is served with: one source for `npm run serve` and deploy configs.

/** Security headers sent with every response. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** serve-handler header rules: security headers everywhere, long caching for hashed assets. */
export function headerRules() {
  const toList = (object) => Object.entries(object).map(([key, value]) => ({ key, value }));
  return [
    { source: '**/*', headers: toList(SECURITY_HEADERS) },
    {
      source: '_next/static/**',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    },
    // Markdown twins and llms.txt: text the browser shows, never sniffed as something else.
    {
      source: '**/*.md',
      headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }],
    },
    {
      source: 'llms{,-full}.txt',
      headers: [{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }],
    },
    {
      source: '**/*.html',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' }],
    },
  ];
}
