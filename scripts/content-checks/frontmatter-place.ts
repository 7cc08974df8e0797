/**
 * Where a frontmatter field is written, so a problem can point at its key: `sort` → the
 * `sort:` line, `related.1.url` → the `url:` of the second `related` entry. Frontmatter is
 * the YAML between a file's first two `---` lines; a field that is not written (a missing
 * title) points at the opening `---`.
 */

/** A 1-based line and column in the file. */
export interface Place {
  line: number;
  column: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** The place of the field at `path` in the source of a page (frontmatter included). */
export function fieldPlace(raw: string, path: readonly (string | number)[]): Place {
  const lines = raw.split(/\r?\n/);
  const start: Place = { line: 1, column: 1 };
  if (lines[0]?.trim() !== '---') return start;
  const close = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  let from = 1;
  let to = close === -1 ? lines.length : close;
  let place = start;
  let depth = -1;
  for (const part of path) {
    if (typeof part === 'number') {
      // The part-th list item at the shallowest indentation in range.
      const items = [];
      for (let index = from; index < to; index++) {
        if (/^\s*-(\s|$)/.test(lines[index]!)) items.push(index);
      }
      const shallowest = Math.min(...items.map((index) => indentOf(lines[index]!)));
      const level = items.filter((index) => indentOf(lines[index]!) === shallowest);
      const item = level[part];
      if (item === undefined) return place;
      place = { line: item + 1, column: shallowest + 1 };
      depth = shallowest;
      from = item;
      to = level[part + 1] ?? to;
      continue;
    }
    const key = new RegExp(`^(\\s*(?:-\\s+)?)${escape(part)}\\s*:`);
    let found = -1;
    for (let index = from; index < to; index++) {
      const match = key.exec(lines[index]!);
      if (match && match[1]!.length > depth) {
        found = index;
        place = { line: index + 1, column: match[1]!.length + 1 };
        depth = match[1]!.length;
        break;
      }
    }
    if (found === -1) return place;
    // The field's value runs until the next line indented no deeper than its key.
    let end = found + 1;
    while (
      end < to &&
      (lines[end]!.trim() === '' || indentOf(lines[end]!) > indentOf(lines[found]!))
    )
      end++;
    from = found === place.line - 1 && /:\s*$/.test(lines[found]!) ? found + 1 : found;
    to = end;
  }
  return place;
}
