// Cuts inline <script> bodies out of a page before parsing: half the bytes of an exported page are
// inline React Server Component payloads, which hold no markup and need no tokenizing.

/** A script start tag's opening (not `<scripts`), and the start of an end tag, in any case. */
const OPEN = /<script(?=[\t\n\f\r />])/gi;
const CLOSE = /<\/script/gi;

/**
 * `html` without the bodies of its `<script>` elements (`text`), and where each went (`cuts`,
 * one per `<script` start tag in document order: `at`, the offset in `text` right after the
 * start tag, and `[start, end)`, the body in `html`). A body ends where the HTML tokenizer
 * ends it, at the first `</script`.
 */
export function cutScriptBodies(html) {
  const parts = [];
  const cuts = [];
  let length = 0;
  let from = 0;
  for (;;) {
    OPEN.lastIndex = from;
    const open = OPEN.exec(html);
    if (!open) break;
    const start = html.indexOf('>', open.index) + 1;
    if (start === 0) break;
    CLOSE.lastIndex = start;
    const close = CLOSE.exec(html);
    if (!close) break;
    parts.push(html.slice(from, start));
    length += start - from;
    cuts.push({ at: length, start, end: close.index });
    from = close.index;
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
