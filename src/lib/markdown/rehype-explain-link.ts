/**
 * Rehype plugin: under every `webpack.config.*` code block, an "Explain this config" link that
 * opens the config explainer with the block loaded (in the URL fragment). A plain link, made
 * at build time: no script, nothing for the CSP to allow.
 */
import type { Element, Root } from 'hast';
import { EXPLAIN_FRAGMENT_KEY, EXPLAIN_PATH } from '../site/config-explainer';
import { figureTitle, textOf, visitOutsideCode } from './code-figure';

/** The titles of the blocks that get the link: the config file in any of its syntaxes. */
export const CONFIG_FILE_TITLE = /^webpack\.config\.(?:js|cjs|mjs|ts)$/;

export const EXPLAIN_LINK_TEXT = 'Explain this config';

function child(node: Element, tagName: string): Element | undefined {
  return node.children.find(
    (item): item is Element => item.type === 'element' && item.tagName === tagName,
  );
}

/** The explainer's url for a config's text. */
export function explainHref(code: string): string {
  return `${EXPLAIN_PATH}#${EXPLAIN_FRAGMENT_KEY}=${encodeURIComponent(code)}`;
}

/** The code of a rehype-pretty-code block: one `span[data-line]` per line. */
function codeText(code: Element): string {
  const lines = code.children.filter(
    (item): item is Element =>
      item.type === 'element' && ('data-line' in item.properties || 'dataLine' in item.properties),
  );
  if (lines.length === 0) return textOf(code);
  return `${lines.map(textOf).join('\n')}\n`;
}

export function rehypeExplainLink() {
  return (tree: Root) => {
    visitOutsideCode(tree, (node: Element) => {
      if (node.tagName !== 'figure') return;
      if (!CONFIG_FILE_TITLE.test(figureTitle(node) ?? '')) return;
      const code = child(child(node, 'pre') ?? node, 'code');
      if (!code) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['explain-config'], href: explainHref(codeText(code)) },
        children: [{ type: 'text', value: EXPLAIN_LINK_TEXT }],
      });
      return 'skip';
    });
  };
}
