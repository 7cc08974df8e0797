/**
 * Syntax highlighting of the explainer's editor: the config's text as HTML with a span per
 * token, drawn under the transparent-text textarea (explainer.ts). acorn's tokenizer, already
 * in the bundle for the analysis, reads the tokens, so highlighting adds no library.
 */
import { tokenizer, tokTypes, type Token } from 'acorn';

/** The classes a token can get: `ce-t-<kind>` in explainer.css. */
export type TokenKind = 'keyword' | 'string' | 'number' | 'comment' | 'punctuation' | 'property';

/**
 * Beyond this many characters only the start is highlighted and the rest is plain text, so
 * a huge paste never makes typing wait for thousands of spans.
 */
export const HIGHLIGHT_MAX_CHARS = 20 * 1024;

interface Span {
  start: number;
  end: number;
  kind: TokenKind | undefined;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ESCAPES[char]!);
}

const STRINGS = new Set([tokTypes.string, tokTypes.template, tokTypes.invalidTemplate]);
const STRING_EDGES = new Set([tokTypes.backQuote, tokTypes.regexp]);
// A name (or keyword) right after one of these and before `:` is an object key.
const KEY_BEFORE = new Set([tokTypes.braceL, tokTypes.comma]);

/** A token's class; none for plain names (identifiers stay in the text colour). */
function kindOf(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
): TokenKind | undefined {
  const type = token.type;
  const keyLike = type === tokTypes.name || type.keyword !== undefined || STRINGS.has(type);
  if (
    keyLike &&
    next?.type === tokTypes.colon &&
    previous !== undefined &&
    KEY_BEFORE.has(previous.type)
  ) {
    return 'property';
  }
  if (STRINGS.has(type) || STRING_EDGES.has(type)) return 'string';
  if (type === tokTypes.num) return 'number';
  if (type.keyword !== undefined) return 'keyword';
  if (type === tokTypes.name || type === tokTypes.privateId) return undefined;
  return 'punctuation';
}

/** Reads tokens and comments up to the end, or up to the first token acorn cannot read. */
function readSpans(source: string): Span[] {
  const tokens: Token[] = [];
  const comments: Span[] = [];
  let readUpTo = 0;
  try {
    for (const token of tokenizer(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowHashBang: true,
      allowReturnOutsideFunction: true,
      onComment: (_block, _text, start, end) => comments.push({ start, end, kind: 'comment' }),
    })) {
      tokens.push(token);
      readUpTo = token.end;
    }
    readUpTo = source.length;
  } catch {
    // An unterminated string or comment, a stray character: the rest stays plain text.
  }
  const spans: Span[] = tokens.map((token, index) => ({
    start: token.start,
    end: token.end,
    kind: kindOf(token, tokens[index - 1], tokens[index + 1]),
  }));
  spans.push(...comments.filter((comment) => comment.end <= readUpTo));
  spans.sort((a, b) => a.start - b.start);
  return spans;
}

/** The source as HTML: escaped text with a `ce-t-<kind>` span around each token it colours. */
export function highlightHtml(source: string): string {
  const head = source.length > HIGHLIGHT_MAX_CHARS ? source.slice(0, HIGHLIGHT_MAX_CHARS) : source;
  const spans = readSpans(head);
  let html = '';
  let at = 0;
  for (const { start, end, kind } of spans) {
    if (kind === undefined || start < at) continue;
    html += escapeHtml(source.slice(at, start));
    html += `<span class="ce-t-${kind}">${escapeHtml(source.slice(start, end))}</span>`;
    at = end;
  }
  // The untokenised rest (after an error, or past the limit) is plain text.
  return html + escapeHtml(source.slice(at));
}
