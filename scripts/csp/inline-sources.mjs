// Finds what a Content-Security-Policy must allow inline on one page: script and style bodies, style attributes.
import { Parser } from 'htmlparser2';
import { cutScriptBodies, originalOffset } from '../gates/script-bodies.mjs';

const POLICY_HEADER = 'content-security-policy';

/** `<script type>` values a browser runs; others (JSON, templates) are data and need no hash. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The inline code of a page, exactly as the browser hashes it: `scripts` and `styles` (raw
 * bodies of inline `<script>` and `<style>` elements), `styleAttributes` (values of `style=""`),
 * `blocked` (inline event handlers and `javascript:` urls, which no hash can allow),
 * `metaAt` (where a policy `<meta>` goes: after `<head>`, or after a `<meta charset>` that
 * opens it, which must stay in the first 1,024 bytes; -1 without a head) and `policyMeta`
 * (`[start, end]` of a policy `<meta>` already there, else null).
 */
export function inlineSources(html) {
  // Parsing without the script bodies takes half the time; should the cut ever disagree with
  // the parser about where the scripts are, the whole page is parsed instead.
  const { text, cuts } = cutScriptBodies(html);
  return scan(html, text, cuts) ?? scan(html, html, null);
}

/** `inlineSources` of `html` parsed as `text`: `html` with the script bodies listed in `cuts`
 * removed, or `html` itself when `cuts` is null. Null when `cuts` does not fit the parse. */
function scan(html, text, cuts) {
  const at = (offset) => (cuts ? originalOffset(cuts, offset) : offset);
  let scripts = 0;
  let fits = true;
  const found = {
    scripts: [],
    styles: [],
    styleAttributes: [],
    blocked: [],
    metaAt: -1,
    policyMeta: null,
  };
  let open = null;
  let inHead = 0; // elements opened since <head>; 1 means the head's first element
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'head' && found.metaAt === -1) {
          found.metaAt = at(parser.endIndex + 1);
          inHead = 0;
        } else if (found.metaAt !== -1) {
          inHead += 1;
          if (inHead === 1 && name === 'meta' && 'charset' in attributes) {
            found.metaAt = at(parser.endIndex + 1);
          }
          if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === POLICY_HEADER) {
            found.policyMeta = [at(parser.startIndex), at(parser.endIndex + 1)];
          }
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) found.blocked.push(`<${name} ${attribute}>`);
          else if (attribute === 'style') found.styleAttributes.push(value);
          else if (
            /^\s*javascript:/i.test(value) &&
            (attribute === 'href' || attribute === 'src')
          ) {
            found.blocked.push(`<${name} ${attribute}="javascript:…">`);
          }
        }
        let cut;
        if (name === 'script' && cuts) {
          cut = cuts[scripts++];
          if (cut?.at !== parser.endIndex + 1) fits = false;
        }
        const runs = name === 'script' && !attributes.src;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if ((runs && SCRIPT_TYPES.has(type)) || name === 'style') {
          open = { name, bodyStart: parser.endIndex + 1, cut };
        }
      },
      onclosetag(name) {
        if (open && open.name === name) {
          const { cut, bodyStart } = open;
          const body = cut
            ? html.slice(cut.start, cut.end)
            : text.slice(bodyStart, parser.startIndex);
          (name === 'script' ? found.scripts : found.styles).push(body);
          open = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(text);
  return fits && (!cuts || scripts === cuts.length) ? found : null;
}
