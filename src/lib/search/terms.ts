/**
 * How text becomes search terms, identically at index time and at query time: words are
 * runs of letters and digits; identifiers also yield their camelCase parts (`splitChunks` →
 * `splitchunks`, `split`, `chunks`); every term is lowercased, lightly stemmed so that
 * `caching`, `cached` and `cache` meet, and common English words are dropped.
 */

/**
 * Words of a text: runs of letters, marks and digits (everything else separates), joined by
 * inner hyphens, so that a package name such as `webpack-merge` stays one word (its parts
 * are added as terms like the camelCase parts of an identifier).
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;

/** camelCase, PascalCase and ACRONYMCase parts of an identifier. */
const CAMEL_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+/gu;

/** Words too common to tell pages apart. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from i if in into is it its my of on or so ' +
    'than that the their then there these this those to was what which will with you your ' +
    'about after all also any been before both but could each had has have here how just ' +
    'may more most must no not only other our over same should some such them they through ' +
    'us very was we were when where while who would s t'
  ).split(' '),
);

const VOWEL = /[aeiouy]/;

/** Removes one of a doubled final consonant (`splitt` → `split`), keeping `ll`, `ss`, `zz`. */
function undouble(word: string): string {
  const last = word.at(-1)!;
  return word.length > 3 && last === word.at(-2) && !'lsz'.includes(last) && !VOWEL.test(last)
    ? word.slice(0, -1)
    : word;
}

/**
 * The American spelling of a British one (`optimisation`, `minimiser`, `analyse`, `behaviour`):
 * the content and its readers use both.
 */
function american(word: string): string {
  return word
    .replace(/(?<=[a-z]{3})is(e|ed|es|er|ers|ing|ation|ations)$/, 'iz$1')
    .replace(/(?<=[a-z]{3})ys(e|ed|es|er|ers|ing)$/, 'yz$1')
    .replace(/(?<=[a-z]{3})our(s?)$/, 'or$1');
}

/**
 * The American spelling of the start of a British word still being typed (`optimisat` →
 * `optimizat`, `colouri` → `colori`): `american` above respells endings only, and a typed
 * start has not reached its ending yet.
 */
export function americanStart(word: string): string {
  return word.replace(/(?<=[a-z]{3})([iy])s(?=[aeiy]|$)/, '$1z').replace(/(?<=[a-z]{3})our/, 'or');
}

/**
 * A light English stemmer for plain lowercase words: plural and `-ing`/`-ed` endings and a
 * final `e` go, so inflections of a word share one term. Identifiers and short words are
 * left alone. Consistency matters more than linguistics: the same function runs on both
 * sides of the index.
 */
export function stem(word: string): string {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  let w = american(word);
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length >= 6 && VOWEL.test(w.slice(0, -3)))
    w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length >= 6 && VOWEL.test(w.slice(0, -2)))
    w = undouble(w.slice(0, -2));
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Splits a text into words; never throws, whatever the input. */
export function tokenize(text: string): string[] {
  return typeof text === 'string' ? (text.match(WORD) ?? []) : [];
}

/** Index fields that keep whole words only, and the field that keeps only the parts. */
export const WHOLE_WORDS_FIELD = 'title';
export const PARTS_FIELD = 'titleParts';

/**
 * The index terms of one word: the whole word and, for identifiers and hyphenated names,
 * each camelCase or hyphen-separated part;
 * lowercased, stemmed, stop words removed. Null when nothing remains. A heading is indexed
 * twice, whole words in `title` and parts in `titleParts`, so that a heading naming the
 * reader's word outranks one that merely contains it (`chunk` vs `chunkLoading`).
 */
export function processTerm(word: string, field?: string): string[] | null {
  const parts = word.split('-').flatMap((piece) => piece.match(CAMEL_PART) ?? []);
  const candidates =
    field === WHOLE_WORDS_FIELD
      ? [word]
      : field === PARTS_FIELD
        ? parts.length > 1
          ? parts
          : []
        : parts.length > 1
          ? [word, ...parts]
          : [word];
  const terms = new Set<string>();
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (!STOP_WORDS.has(lower)) terms.add(stem(lower));
  }
  return terms.size > 0 ? [...terms] : null;
}

/** Every term of a text, in order, as the index sees it. */
export function termsOf(text: string): string[] {
  return tokenize(text).flatMap((word) => processTerm(word) ?? []);
}
