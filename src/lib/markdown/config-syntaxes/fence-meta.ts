/**
 * The parts of a code fence's meta string the syntaxes need to rewrite per variant: the
 * flag, the `title="…"` and the line highlights `{1,3-5}` (which move when lines do).
 */
import { CONFIG_SYNTAXES_FLAG } from '../../site/config-syntax';

const TITLE = /(^|\s)title=(?:"[^"]*"|'[^']*')/;
const FLAG = new RegExp(`(^|\\s)${CONFIG_SYNTAXES_FLAG}(?=\\s|$)`);
const RANGES = /(^|\s)\{([\d\s,-]+)\}(?=\s|$)/;

/** Whether the fence asks for the three syntaxes. */
export function hasSyntaxesFlag(meta: string | null | undefined): boolean {
  return FLAG.test(meta ?? '');
}

/** The `title="…"` value, if any. */
export function titleOf(meta: string): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The highlighted lines (1-based) of `{1,3-5}`. */
export function highlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = RANGES.exec(meta);
  for (const part of match?.[2]?.split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (from === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let line = from; line <= to!; line += 1) lines.add(line);
  }
  return lines;
}

/** `{1,3-5}` for a set of lines, or '' when empty. */
export function formatRanges(lines: Iterable<number>): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const from = sorted[i]!;
    let to = from;
    while (sorted[i + 1] === to + 1) {
      to += 1;
      i += 1;
    }
    parts.push(from === to ? `${from}` : `${from}-${to}`);
  }
  return parts.length ? `{${parts.join(',')}}` : '';
}

/** The meta of one variant: the flag removed, its own title and highlighted lines. */
export function variantMeta(meta: string, title: string | undefined, lines: Set<number>): string {
  let result = meta.replace(FLAG, '$1').replace(RANGES, '$1').replace(TITLE, '$1');
  const ranges = formatRanges(lines);
  if (ranges) result = `${ranges} ${result}`;
  if (title) result = `title="${title}" ${result}`;
  return result.replace(/\s+/g, ' ').trim();
}
