// The site's redirects (src/data/links/redirects.json) in each static host's own format.

/** Netlify's `_redirects`: `from to 301!` (`!`: even over the fallback page at the same path). */
export function netlifyRedirects(redirects) {
  const lines = [...redirects].map(([from, { to }]) => `${from} ${to} 301!`);
  return `# Old urls and where they moved (src/data/links/redirects.json).\n${lines.join('\n')}\n`;
}

/** Vercel `redirects`: sources with the trailing slash, which Vercel adds before matching. */
export function vercelRedirects(redirects) {
  return [...redirects].map(([source, { to }]) => ({ source, destination: to, permanent: true }));
}

/**
 * serve-handler `redirects` (`npm run serve`, `npx serve out`): it adds the slash first, then
 * matches sources against the path without it, so the sources go without.
 */
export function serveRedirects(redirects) {
  return [...redirects].map(([source, { to }]) => ({
    source: source.replace(/(.)\/$/, '$1'),
    destination: to,
    type: 301,
  }));
}
