/**
 * Remark plugin: a code block flagged `syntaxes` becomes a wrapper holding a syntax toggle
 * and three code blocks (ESM, CommonJS, TypeScript), before rehype-pretty-code highlights
 * them like any other block. CSS shows the variant named by `data-config-syntax` on <html>.
 */
import type { Element, ElementContent } from 'hast';
import type { Code, Root, RootContent } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, contentFileOf } from '../../content/content-error';
import {
  CONFIG_SYNTAX_GROUP_LABEL,
  CONFIG_SYNTAX_LABELS,
  CONFIG_SYNTAXES,
  DEFAULT_CONFIG_SYNTAX,
} from '../../site/config-syntax';
import { hasSyntaxesFlag } from './fence-meta';
import { ConfigTransformError } from './transform';
import { configVariants } from './variants';

/** The toggle above the variants; its clicks load their handler on first use. */
export function syntaxToggle(): Element {
  const options: ElementContent[] = CONFIG_SYNTAXES.map((syntax) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'radio',
      ariaChecked: String(syntax === DEFAULT_CONFIG_SYNTAX),
      dataSyntaxOption: syntax,
    },
    children: [{ type: 'text', value: CONFIG_SYNTAX_LABELS[syntax] }],
  }));
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: ['config-syntax-toggle'],
      role: 'radiogroup',
      ariaLabel: CONFIG_SYNTAX_GROUP_LABEL,
    },
    children: options,
  };
}

/**
 * A located error for a block: at the failing spot inside the code when the rewrite knows
 * it (the code starts on the line after the fence), else at the fence.
 */
function blockError(file: VFile, node: Code, reason: string, at?: ConfigTransformError['at']) {
  const fence = node.position?.start ?? { line: 1, column: 1 };
  const place = at ? { line: fence.line + at.line, column: at.column + 1 } : fence;
  return new ContentError(contentFileOf(file), place.line, place.column, reason);
}

/** Replaces each flagged block by the toggle and its three variants. */
export function remarkConfigSyntaxes() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!hasSyntaxesFlag(node.meta) || !parent || index === undefined) return;
      if (node.lang !== 'js' && node.lang !== 'javascript') {
        throw blockError(file, node, `"syntaxes" works on js blocks, not ${node.lang}`);
      }
      let variants;
      try {
        variants = configVariants(node.value, node.meta ?? '');
      } catch (error) {
        if (!(error instanceof ConfigTransformError)) throw error;
        throw blockError(
          file,
          node,
          `config block flagged "syntaxes" cannot be rewritten: ${error.message}`,
          error.at,
        );
      }
      const toggle = syntaxToggle();
      const wrapper = {
        type: 'configSyntaxes',
        data: { hName: 'div', hProperties: { className: ['config-syntaxes'] } },
        children: [
          {
            type: 'configSyntaxToggle',
            data: { hName: 'div', hProperties: toggle.properties, hChildren: toggle.children },
          },
          ...variants.map(({ syntax, lang, meta, code }) => ({
            type: 'configSyntaxVariant',
            data: { hName: 'div', hProperties: { dataSyntax: syntax } },
            children: [{ type: 'code', lang, meta, value: code }],
          })),
        ],
      };
      parent.children[index] = wrapper as unknown as RootContent;
      return [SKIP, index + 1];
    });
  };
}
