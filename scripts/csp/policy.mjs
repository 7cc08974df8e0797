// Builds a page's Content-Security-Policy from the hashes of its inline code and the configured origins.
import { createHash } from 'node:crypto';

/** A CSP hash source for `text`: `'sha256-<base64>'` of its UTF-8 bytes. */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Sorted unique hash sources of a list of texts. */
export function hashes(texts) {
  return [...new Set(texts.map(hashSource))].sort();
}

/** The hash sources of what `inlineSources` found. */
function inlineHashes(inline) {
  return {
    scripts: hashes(inline.scripts),
    styles: hashes(inline.styles),
    styleAttributes: hashes(inline.styleAttributes),
  };
}

/**
 * The policy for one page, as a header value. `inline` is what `inlineSources` found on it;
 * `origins` the outside origins the build allows: `{ images, connect, scripts }`; `runtimeStyles`
 * style bodies injected by code at runtime. `delivery` is `'meta'` (no frame-ancestors: a meta
 * policy ignores it), `'header'` or `'https-header'` (adds upgrade-insecure-requests).
 */
export function pagePolicy(inline, options) {
  return hashedPolicy(inlineHashes(inline), options);
}

/** `pagePolicy` from `inlineHashes` (as a step keeps them for many pages). */
export function hashedPolicy(hashed, { origins, runtimeStyles = [], delivery }) {
  const styles = [...new Set([...hashed.styles, ...hashes(runtimeStyles)])].sort();
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashed.scripts, ...origins.scripts],
    [
      'style-src',
      "'self'",
      ...styles,
      ...(hashed.styleAttributes.length > 0 ? ["'unsafe-hashes'", ...hashed.styleAttributes] : []),
    ],
    ['img-src', "'self'", 'data:', ...origins.images],
    ['connect-src', "'self'", ...origins.connect],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  if (delivery !== 'meta') directives.push(['frame-ancestors', "'none'"]);
  if (delivery === 'https-header') directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The outside origins allowed by the build's configuration: avatars always, sponsor avatar
 * hosts when there are sponsors, DocSearch only with its keys, analytics only with its id.
 */
export function allowedOrigins({ avatars, sponsorAvatars, docsearch, analytics }) {
  const unique = (list) => [...new Set(list)];
  return {
    images: unique([...avatars, ...sponsorAvatars, ...(analytics?.hits ?? [])]),
    connect: unique([...(docsearch ?? []), ...(analytics?.hits ?? [])]),
    scripts: unique(analytics?.scripts ?? []),
  };
}
