// Proposes, for an old heading id, the heading of a page that means the same: slug normalisation,
// option-path suffixes and a fuzzy word match. Its proposals are reviewed by hand before use.

/** Letters and digits only: `output.filename`, `outputfilename` and `output-filename` agree. */
export const squash = (id) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Words that say nothing about a heading's subject. */
const STOP_WORDS = new Set(
  'a an and are as at be by can for from how in into is it its of on or the their this to use used using via what when where which why with without you your'.split(
    ' ',
  ),
);

/** A crude stem, enough to match `loaders`/`loader`, `caching`/`cache`, `splitting`/`split`. */
export function stem(word) {
  return word
    .replace(/ies$/, 'y')
    .replace(/(?<=..)(ing|ed|es|s)$/, '')
    .replace(/(.)\1$/, '$1');
}

/** The subject words of an id or a title, stemmed, stop words dropped. */
export function words(text) {
  return new Set(
    text
      .toLowerCase()
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !STOP_WORDS.has(word))
      .map(stem),
  );
}

/** Dice coefficient of two word sets. */
function dice(a, b) {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/**
 * Word overlap that also sees words run together in an id (`prefetchingpreloading`): the
 * share of each side's words found inside the other side's squashed text.
 */
function overlap(aWords, aText, bWords, bText) {
  const inside = (set, text) => [...set].filter((word) => word.length >= 3 && text.includes(word));
  const total = aWords.size + bWords.size;
  if (total === 0) return 0;
  return (inside(aWords, bText).length + inside(bWords, aText).length) / total;
}

/** Shortest squashed id a suffix or substring match may use: shorter ones match by chance. */
const MIN_PART = 4;

/**
 * The heading of `headings` (`{ id, title }`) nearest in meaning to the old id, or null:
 * `{ id, score, how }` with a score from 0 to 1. In order of trust: the same id once
 * punctuation is dropped; an option path that ends with a heading's option
 * (`splitchunkschunks` → `chunks`); one id inside the other; shared subject words.
 */
export function matchAnchor(oldId, headings) {
  const old = squash(oldId);
  const oldWords = words(oldId);
  let best = null;
  const offer = (heading, score, how) => {
    if (!best || score > best.score) best = { id: heading.id, score, how };
  };
  for (const heading of headings) {
    const id = squash(heading.id);
    if (!id) continue;
    if (id === old) {
      offer(heading, 1, 'same slug');
      continue;
    }
    const ratio = Math.min(id.length, old.length) / Math.max(id.length, old.length);
    if (id.length >= MIN_PART && old.endsWith(id)) {
      offer(heading, 0.8 + 0.15 * ratio, 'option path ends with the heading');
    } else if (old.length >= MIN_PART && id.endsWith(old)) {
      offer(heading, 0.75 + 0.15 * ratio, 'heading ends with the old id');
    } else if (id.length >= MIN_PART + 1 && old.includes(id)) {
      offer(heading, 0.55 + 0.3 * ratio, 'old id contains the heading');
    } else if (old.length >= MIN_PART + 1 && id.includes(old)) {
      offer(heading, 0.55 + 0.3 * ratio, 'heading contains the old id');
    }
    const titleWords = words(heading.title ?? '');
    const similarity = Math.max(
      dice(oldWords, words(heading.id)),
      dice(oldWords, titleWords),
      overlap(oldWords, old, titleWords, squash(heading.title ?? '') || id),
    );
    if (similarity > 0) offer(heading, 0.85 * similarity, 'shared words');
  }
  return best;
}

/** Below this score a proposal is left for the reviewer to decide (or send to the page top). */
export const CONFIDENT = 0.5;
