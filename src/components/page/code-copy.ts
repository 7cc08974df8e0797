/** What the copy button of a code block puts on the clipboard. */

/**
 * The text to copy from a code block's lines. For `diff` blocks this is the resulting code:
 * removed lines are dropped and the `+`/space markers stripped.
 */
export function codeToCopy(lines: readonly string[], language: string | undefined): string {
  if (language !== 'diff') return lines.join('\n');
  return lines
    .filter((line) => !line.startsWith('-'))
    .map((line) => (line.startsWith('+') || line.startsWith(' ') ? line.slice(1) : line))
    .join('\n');
}
