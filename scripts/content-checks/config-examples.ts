/**
 * The configurations of one page that the content checks evaluate: every whole configuration
 * (./whole-config.ts), a `syntaxes` block also as its ES module and TypeScript variants, each
 * with the other files its page shows so `require('./webpack.common.js')` finds the page's
 * own `webpack.common.js` block.
 */
import { hasSyntaxesFlag } from '../../src/lib/markdown/config-syntaxes/fence-meta';
import { configVariants } from '../../src/lib/markdown/config-syntaxes/variants';
import { checkBlockParses, isElided } from './code-blocks';
import type { CodeBlock, ContentPage } from './reader';
import type { Failure } from '../../src/lib/content/problems';
import type { ConfigExample } from './webpack-configs';
import { isFileTitle } from './guide-project';
import { hasFlag, isWholeConfig, javascriptOf, LEGACY_FLAG } from './whole-config';

/** Languages a page's file can be loaded from by an example. */
const LOADABLE = new Set(['js', 'javascript', 'cjs', 'mjs', 'json']);

/**
 * The files the page shows up to a block: each titled, complete JavaScript or JSON block
 * by its title, the latest one before the block winning (a later one when none comes before).
 */
export function pageFiles(page: ContentPage, before: CodeBlock): Record<string, string> {
  const files: Record<string, string> = {};
  const ordered = [
    ...page.codeBlocks.filter((block) => block.line > before.line).reverse(),
    ...page.codeBlocks.filter((block) => block.line < before.line),
  ];
  for (const block of ordered) {
    if (!isFileTitle(block.title)) continue;
    if (!LOADABLE.has(block.lang) || isElided(block.code)) continue;
    files[block.title.replace(/^\.\//, '')] = block.code;
  }
  return files;
}

/** The examples of a page, and the failures found before running any. */
export function configExamplesOf(
  page: ContentPage,
  // The page compile reports a block the syntaxes step cannot rewrite, at its column.
  { rewriteFailures = true }: { rewriteFailures?: boolean } = {},
): {
  examples: ConfigExample[];
  failures: Failure[];
} {
  const examples: ConfigExample[] = [];
  const failures: Failure[] = [];
  for (const block of page.codeBlocks) {
    if (hasFlag(block.meta, LEGACY_FLAG) && page.section !== 'migrate') {
      failures.push({
        file: page.file,
        line: block.line,
        reason: `the "${LEGACY_FLAG}" flag (a configuration for an older webpack, not validated) belongs to the migration guides only`,
      });
    }
    if (!isWholeConfig(block) || checkBlockParses(block)) continue;
    const files = pageFiles(page, block);
    const base = { file: page.file, block, files };
    examples.push({ ...base, code: javascriptOf(block)! });
    if (!hasSyntaxesFlag(block.meta)) continue;
    try {
      for (const variant of configVariants(block.code, block.meta ?? '')) {
        if (variant.syntax === 'cjs') continue;
        const code = javascriptOf({ lang: variant.lang, code: variant.code })!;
        examples.push({ ...base, code, variant: variant.syntax });
      }
    } catch (error) {
      if (rewriteFailures)
        failures.push({
          file: page.file,
          line: block.line,
          reason: `"syntaxes" block cannot be rewritten: ${(error as Error).message}`,
        });
    }
  }
  return { examples, failures };
}
