// The page written at an old url for hosts that do not apply redirects: it moves on at once,
// keeping the #hash (a tiny script), or after a meta refresh without JavaScript, and shows a link.

import { siteStrings } from '../site-constant.mjs';

const PRODUCT = siteStrings('PRODUCT')[0];

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/**
 * The script that replaces the old url with the new one: the old #hash goes along unless the
 * target names its own, as a browser does with a redirect. `<` is escaped so the target can
 * never close the script.
 */
export function hashCarryingScript(to) {
  const target = JSON.stringify(to).replace(/</g, '\\u003c');
  return to.includes('#')
    ? `location.replace(${target})`
    : `location.replace(${target}+location.hash)`;
}

/**
 * The fallback page for a redirect to `to` (a site path or a version-4 url) whose page is
 * titled `title`; `canonical` is the absolute url of the target.
 */
export function fallbackPage({ to, title, canonical }) {
  const href = escapeHtml(to);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Moved: ${escapeHtml(title)} | ${PRODUCT}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<script>${hashCarryingScript(to)}</script>
<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>
<style>body{margin:0 auto;max-width:40rem;padding:3rem 1rem;font:1.125rem/1.6 system-ui,sans-serif;color:#2b3a42;background:#fff}a{color:#1a6fa3}@media (prefers-color-scheme:dark){body{color:#e6edf0;background:#1c2326}a{color:#8dd6f9}}</style>
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>It is now <a href="${href}">${escapeHtml(title)}</a>.</p>
</main>
</body>
</html>
`;
}
