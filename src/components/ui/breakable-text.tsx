import { Fragment } from 'react';

/**
 * Splits `text` where a long identifier may wrap: after a dot or a slash, and between a
 * lowercase letter and the capital that starts the next word of a camelCase name.
 */
export function breakPoints(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const before = text[i - 1]!;
    const here = text[i]!;
    const afterSeparator = (before === '.' || before === '/') && here !== '.' && here !== '/';
    const camelHump = /[a-z]/.test(before) && /[A-Z]/.test(here);
    if (afterSeparator || camelHump) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * A label that wraps at its natural break points (`<wbr>`, which adds no text: screen readers
 * and copying get the label unchanged) instead of being cut at the edge of a narrow column.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = breakPoints(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
