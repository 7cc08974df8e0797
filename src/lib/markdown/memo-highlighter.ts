/**
 * A highlighter for rehype-pretty-code that remembers the HTML of each code block it has
 * highlighted. The rehype cache spares a build the pages that did not change, but a changed
 * page is highlighted whole: in the dev server a save re-highlighted every block of the page,
 * a few dozen milliseconds on a guide and far more on a reference page with its examples in
 * three syntaxes. Only the block's text, language and meta string vary; the themes and the
 * transformers are the pipeline's own, so they are the same for every call.
 */
import type { CodeToHastOptions, HighlighterGeneric } from 'shiki';

/** Blocks remembered per highlighter; the oldest go first (a few MB at most). */
export const MEMO_LIMIT = 2000;

type Highlighter = HighlighterGeneric<string, string>;

/** `highlighter` with `codeToHtml` remembered by block (text, language, meta), `limit` blocks. */
export function memoiseCodeToHtml<H extends Pick<Highlighter, 'codeToHtml'>>(
  highlighter: H,
  limit = MEMO_LIMIT,
): H {
  const html = new Map<string, string>();
  const codeToHtml = (code: string, options: CodeToHastOptions) => {
    const meta = (options.meta as { __raw?: string } | undefined)?.__raw ?? '';
    const key = `${options.lang ?? ''}\0${meta}\0${code}`;
    let result = html.get(key);
    if (result === undefined) {
      result = highlighter.codeToHtml(code, options);
    } else html.delete(key);
    // Re-inserted, so the map stays oldest first.
    html.set(key, result);
    if (html.size > limit) html.delete(html.keys().next().value!);
    return result;
  };
  return new Proxy(highlighter, {
    get: (target, property, receiver) =>
      property === 'codeToHtml' ? codeToHtml : Reflect.get(target, property, receiver),
  });
}
