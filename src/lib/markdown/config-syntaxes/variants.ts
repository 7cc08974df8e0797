/**
 * The three variants of a flagged config block: the CommonJS source as written, and its
 * ES module and TypeScript rewrites, each with its own title and line highlights.
 */
import { CONFIG_SYNTAXES, type ConfigSyntax } from '../../site/config-syntax';
import { highlightedLines, titleOf, variantMeta } from './fence-meta';
import { transformConfig } from './transform';

/** One variant, ready to become a code block. */
export interface ConfigVariant {
  syntax: ConfigSyntax;
  lang: 'js' | 'ts';
  meta: string;
  code: string;
}

const EXTENSIONS: Record<ConfigSyntax, string> = { esm: '.mjs', cjs: '.js', ts: '.ts' };

/** `webpack.config.js` → `webpack.config.mjs` / `.ts`; a title without .js/.cjs stays. */
export function variantTitle(title: string | undefined, syntax: ConfigSyntax): string | undefined {
  if (!title || syntax === 'cjs' || !/\.c?js$/.test(title)) return title;
  return title.replace(/\.c?js$/, EXTENSIONS[syntax]);
}

/** The variants in toggle order. Throws ConfigTransformError when the source cannot be rewritten. */
export function configVariants(source: string, meta: string): ConfigVariant[] {
  const title = titleOf(meta);
  const highlighted = highlightedLines(meta);
  return CONFIG_SYNTAXES.map((syntax) => {
    if (syntax === 'cjs') {
      return { syntax, lang: 'js', meta: variantMeta(meta, title, highlighted), code: source };
    }
    const { code, sourceLines } = transformConfig(source, syntax);
    const lines = new Set<number>();
    sourceLines.forEach((from, index) => {
      if (from.some((line) => highlighted.has(line))) lines.add(index + 1);
    });
    const lang = syntax === 'ts' ? 'ts' : 'js';
    return { syntax, lang, meta: variantMeta(meta, variantTitle(title, syntax), lines), code };
  });
}
