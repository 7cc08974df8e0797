/**
 * The social card of a page: which image it gets and what it shows (title and section). The
 * metadata references it; the export-time step (scripts/og-images.mjs) draws it from the list
 * the `/og-cards.json` route emits, so both read this one model.
 */
import { PRODUCT, SECTIONS, SOCIAL_CARD } from './index';

/** What one card shows and where it is served. */
export interface SocialCard {
  /** Site path of the PNG. */
  image: string;
  title: string;
  /** Section label ('' on the home page). */
  section: string;
  /** The title wrapped into at most `SOCIAL_CARD.maxLines` lines. */
  lines: string[];
  /** Text alternative for `og:image:alt`. */
  alt: string;
}

/** Image path of a page path: `/` → `/og/index.png`, `/concepts/targets/` → `/og/concepts/targets.png`. */
export function socialCardPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return `${SOCIAL_CARD.dir}${segments.length ? segments.join('/') : 'index'}.png`;
}

/** The section label of a page path. */
export function cardSection(path: string): string {
  const first = path.split('/').filter(Boolean)[0];
  if (!first) return '';
  return SECTIONS.find((section) => section.id === first)?.title ?? SOCIAL_CARD.otherSection;
}

/**
 * Wraps a title at spaces into lines of about `perLine` characters; a word longer than a line
 * is cut, and text beyond `maxLines` ends the last line with "…".
 */
export function wrapTitle(
  title: string,
  perLine: number = SOCIAL_CARD.lineChars,
  maxLines: number = SOCIAL_CARD.maxLines,
): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > perLine) {
      if (line) lines.push(line);
      lines.push(word.slice(0, perLine));
      word = word.slice(perLine);
      line = '';
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= perLine) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1).trimEnd() : last}…`;
  return kept;
}

/** The card of a page titled `title` at `path`. */
export function socialCard(title: string, path: string): SocialCard {
  const section = cardSection(path);
  return {
    image: socialCardPath(path),
    title,
    section,
    lines: wrapTitle(title),
    alt: section ? `${title} · ${section} · ${PRODUCT}` : title,
  };
}
