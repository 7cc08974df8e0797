/**
 * Finds glossary terms in a piece of prose: case-insensitive whole words, with an optional
 * plural `s`/`es`, the longest term first where terms overlap ("Module Federation" before
 * "Module").
 */
import type { GlossaryTerm } from './glossary-terms';

/** A term found in a text, with its place. */
export interface TermMatch {
  from: number;
  to: number;
  term: GlossaryTerm;
}

/** The term as a pattern: special characters escaped, any run of spaces matching a line break. */
const source = (term: string) =>
  term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/** Returns a function that lists the term matches of a text, in order. */
export function termMatcher(terms: readonly GlossaryTerm[]): (text: string) => TermMatch[] {
  if (terms.length === 0) return () => [];
  const sorted = [...terms].sort((a, b) => b.term.length - a.term.length);
  const byName = new Map(sorted.map((term) => [normalize(term.term), term]));
  // Letters, digits and hyphens bound a word: "loader" is not found in "css-loader".
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_-])(${sorted.map((term) => source(term.term)).join('|')})(?:e?s)?(?![\\p{L}\\p{N}_-])`,
    'giu',
  );
  return (text) =>
    Array.from(text.matchAll(pattern), (match) => ({
      from: match.index,
      to: match.index + match[0].length,
      term: byName.get(normalize(match[1]!))!,
    }));
}
