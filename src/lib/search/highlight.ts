/**
 * Result highlighting in the Algolia format DocSearch reads (HTML with `<mark>`), built
 * safely: every character of content or query is escaped first, and `<mark>` is the only
 * markup ever added. `highlightSegments` reads such a value back into plain text segments
 * so the UI renders it as text, never as HTML.
 */
import { processTerm } from './terms';

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes the five HTML-significant characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Terms of words already seen: results repeat the same words query after query. */
const termCache = new Map<string, readonly string[]>();
export const TERM_CACHE_LIMIT = 20_000;

/** Whether a word of the text matches one of the matched index terms. */
function matches(word: string, terms: ReadonlySet<string>): boolean {
  let wordTerms = termCache.get(word);
  if (!wordTerms) {
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    wordTerms = processTerm(word) ?? [];
    termCache.set(word, wordTerms);
  }
  return wordTerms.some((term) => terms.has(term));
}

/** A highlighted value: escaped HTML with `<mark>` around matched words. */
export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Escapes a text and marks the words whose terms are in `terms`. */
export function highlight(text: string, terms: ReadonlySet<string>): Highlighted {
  let value = '';
  let last = 0;
  const matchedWords: string[] = [];
  let words = 0;
  for (const match of text.matchAll(WORD)) {
    words += 1;
    if (!matches(match[0], terms)) continue;
    value += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
    matchedWords.push(match[0]);
  }
  value += escapeHtml(text.slice(last));
  const matchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === words ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Index of the first matched word of a text, or -1. */
function firstMatch(text: string, terms: ReadonlySet<string>): number {
  for (const match of text.matchAll(WORD)) if (matches(match[0], terms)) return match.index;
  return -1;
}

/**
 * A window of at most `max` characters of the text around its first matched word, cut at
 * word boundaries, with `…` where text was left out, then highlighted.
 */
export function snippet(text: string, terms: ReadonlySet<string>, max = 140): Highlighted {
  const at = firstMatch(text, terms);
  let start = 0;
  if (at > max / 2) {
    const from = Math.max(0, at - Math.floor(max / 4));
    const space = text.indexOf(' ', from);
    start = space >= 0 && space < at ? space + 1 : from;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + max / 2) end = space;
  }
  const window = text.slice(start, end).trim();
  const result = highlight(window, terms);
  const before = start > 0 ? '… ' : '';
  const after = end < text.length && !window.endsWith('…') ? ' …' : '';
  return { ...result, value: `${before}${result.value}${after}` };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#039': "'",
  '#x27': "'",
  '#x2F': '/',
  '#47': '/',
};

/** One run of a highlighted value: plain text, marked or not. */
export interface Segment {
  text: string;
  marked: boolean;
}

/**
 * Reads a highlighted value (escaped HTML with `<mark>`, from the local index or from
 * Algolia) into text segments. Any other markup stays literal text.
 */
export function highlightSegments(value: string | null | undefined): Segment[] {
  if (typeof value !== 'string' || value === '') return [];
  const segments: Segment[] = [];
  let marked = false;
  for (const part of value.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') marked = true;
    else if (part === '</mark>') marked = false;
    else if (part) {
      const text = part.replace(/&(amp|lt|gt|quot|apos|#39|#039|#x27|#x2F|#47);/g, (_, name) => {
        return ENTITIES[name]!;
      });
      segments.push({ text, marked });
    }
  }
  return segments;
}
