/**
 * Rehype plugin, after rehype-pretty-code: most tokens of a block are in the theme's
 * default colour, and shiki repeats that colour pair on each of them. Setting the pair once
 * on the block's `code` (custom properties inherit) and dropping it from the tokens keeps
 * the colours identical while pages (and their RSC payload, which repeats each style) shrink
 * by about a quarter on code-heavy pages. Tokens left bare become plain text, so a long
 * reference page also has far fewer elements for the browser to lay out and React to hydrate.
 */
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

/** The default foreground of each theme, as shiki writes it on tokens. */
export interface DefaultColours {
  light: string;
  dark: string;
}

/** Parses `a:b;c:d` into ordered pairs. */
function declarations(style: string): [string, string][] {
  return style
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      return [part.slice(0, colon).trim(), part.slice(colon + 1).trim()];
    });
}

/** Whether a token's style is exactly the default colour pair (nothing else). */
function isDefaultOnly(style: string, colours: DefaultColours): boolean {
  const parts = declarations(style);
  return (
    parts.length === 2 &&
    parts.every(
      ([name, value]) =>
        (name === '--shiki-light' && value.toLowerCase() === colours.light.toLowerCase()) ||
        (name === '--shiki-dark' && value.toLowerCase() === colours.dark.toLowerCase()),
    )
  );
}

/** Whether an element is a bare token: a span with no attributes around text only. */
function isBareToken(node: ElementContent): node is Element {
  return (
    node.type === 'element' &&
    node.tagName === 'span' &&
    Object.keys(node.properties).length === 0 &&
    node.children.every((child) => child.type === 'text')
  );
}

/** Replaces bare tokens by their text and joins neighbouring texts into one node. */
function unwrapBareTokens(parent: Element): void {
  const children: ElementContent[] = [];
  for (const child of parent.children.flatMap((node) =>
    isBareToken(node) ? node.children : [node],
  )) {
    const last = children.at(-1);
    if (child.type === 'text' && last?.type === 'text') last.value += child.value;
    else children.push(child.type === 'text' ? { ...child } : child);
  }
  parent.children = children;
}

/** Moves the default colour pair from every token onto its block's `code` element. */
export function rehypeCompactCode(colours: DefaultColours) {
  const blockStyle = `--shiki-light:${colours.light};--shiki-dark:${colours.dark}`;
  return (tree: Root) => {
    visit(tree, 'element', (code: Element, _index, parent) => {
      if (code.tagName !== 'code' || (parent as Element | undefined)?.tagName !== 'pre') return;
      if (!('data-theme' in code.properties || 'dataTheme' in code.properties)) return;
      visit(code, 'element', (token: Element) => {
        if (token.tagName !== 'span' || typeof token.properties.style !== 'string') return;
        if (isDefaultOnly(token.properties.style, colours)) delete token.properties.style;
      });
      // Default-coloured tokens need no element at all: each line becomes fewer nodes.
      visit(code, 'element', (line: Element) => {
        if (line !== code) unwrapBareTokens(line);
      });
      const own = typeof code.properties.style === 'string' ? code.properties.style : '';
      code.properties.style = own ? `${own.replace(/;$/, '')};${blockStyle}` : blockStyle;
      // Its tokens are done: the walk goes on after the block.
      return SKIP;
    });
  };
}
