// Cuts inline <script> bodies out of a page before parsing: half the bytes of an exported page are
// inline React Server Component payloads, which hold no markup and need no tokenizing.

/** Whether the character after `<script` makes it a script start tag (not `<scripts`). */
const ENDS_TAG_NAME = /[\t\n\f\r />]/;

/**
 * `html` without the bodies of its `<script>` elements (`text`), and where each went (`cuts`,
 * one per `<script` start tag in document order: `at`, the offset in `text` right after the
 * start tag, and `[start, end)`, the body in `html`). A body ends where the HTML tokenizer
 * ends it, at the first `</script`.
 */
export function cutScriptBodies(html) {
  const lower = html.toLowerCase();
  const parts = [];
  const cuts = [];
  let length = 0;
  let from = 0;
  let search = 0;
  for (;;) {
    const open = lower.indexOf('<script', search);
    if (open === -1) break;
    search = open + 7;
    if (!ENDS_TAG_NAME.test(lower[open + 7] ?? '')) continue;
    const start = lower.indexOf('>', open) + 1;
    const end = start && lower.indexOf('</script', start);
    if (!start || end === -1) break;
    parts.push(html.slice(from, start));
    length += start - from;
    cuts.push({ at: length, start, end });
    from = search = end;
  }
  parts.push(html.slice(from));
  return { text: parts.join(''), cuts };
}

/** The offset in the original page of offset `index` of the cut text (not inside a body). */
export function originalOffset(cuts, index) {
  let shift = 0;
  for (const cut of cuts) {
    if (cut.at > index) break;
    shift += cut.end - cut.start;
  }
  return index + shift;
}
