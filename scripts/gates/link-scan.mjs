// Reads one exported HTML page with htmlparser2: the ids it offers as #anchors and the urls it points to.
import { Parser } from 'htmlparser2';
import { siteStrings } from '../site-constant.mjs';
import { cutScriptBodies } from './script-bodies.mjs';

/** The url-valued attributes checked, by element. */
const URL_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
};

/** `<link rel>` values whose href is an origin to warm up, not a resource or page. */
const ORIGIN_ONLY_RELS = new Set(['preconnect', 'dns-prefetch']);

/**
 * The urls of a `srcset` value, split as the HTML standard does: a url is a run of
 * non-space characters (a `data:` url may hold commas), trailing commas end a candidate.
 */
export function srcsetUrls(value) {
  const urls = [];
  let rest = value;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (!rest) return urls;
    const url = /^\S+/.exec(rest)[0];
    rest = rest.slice(url.length);
    urls.push(url.replace(/,+$/, ''));
    if (url.endsWith(',')) continue;
    const comma = rest.indexOf(',');
    rest = comma === -1 ? '' : rest.slice(comma + 1);
  }
}

/** Attribute of an element that keeps an old heading id alive (ANCHOR_ALIAS_ATTRIBUTE). */
const ALIAS_ATTRIBUTE = siteStrings('ANCHOR_ALIAS_ATTRIBUTE')[0];

const HEADING = /^h[1-6]$/;

/**
 * Scans a page: `ids` (every `id`, and `name` of `<a>`), `headingIds` (ids of h1–h6),
 * `aliasIds` (ids of old-id alias elements), `repeated` (ids given to more than one element),
 * `links` (`{ element, attribute, url }` for each url-valued attribute) and `unsafeBlank`
 * (hrefs of `target="_blank"` links whose `rel` lacks `noopener`).
 */
export function scanPage(html) {
  const ids = new Set();
  const headingIds = new Set();
  const aliasIds = new Set();
  const repeated = new Set();
  const links = [];
  const unsafeBlank = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) {
          if (ids.has(attributes.id)) repeated.add(attributes.id);
          ids.add(attributes.id);
          if (HEADING.test(name)) headingIds.add(attributes.id);
          if (ALIAS_ATTRIBUTE in attributes) aliasIds.add(attributes.id);
        }
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        const checked = URL_ATTRIBUTES[name];
        if (!checked) return;
        if (name === 'link') {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (rels.some((rel) => ORIGIN_ONLY_RELS.has(rel))) return;
        }
        for (const attribute of checked) {
          const value = attributes[attribute]?.trim();
          if (!value) continue;
          const urls = attribute === 'srcset' ? srcsetUrls(value) : [value];
          for (const url of urls) links.push({ element: name, attribute, url });
        }
        if ((name === 'a' || name === 'area') && attributes.target?.toLowerCase() === '_blank') {
          const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (!rels.includes('noopener')) unsafeBlank.push(attributes.href ?? '');
        }
      },
    },
    { decodeEntities: true },
  );
  // Inline script bodies hold no links: cut them out, the parse takes half the time.
  parser.end(cutScriptBodies(html).text);
  return { ids, headingIds, aliasIds, repeated, links, unsafeBlank };
}
