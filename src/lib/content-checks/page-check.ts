/**
 * Everything one page can be checked for on its own, each problem at its place in the file:
 * the file name, the frontmatter (YAML, then the schema, at the failing field), the MDX (parse
 * and compile, config syntaxes and components included), the description rule, and code blocks
 * that must parse. Links and config examples need every page (see site-check.ts).
 */
import { frontmatterIssues } from '../frontmatter';
import { compileProblem } from './compile';
import { checkBlockParses, isParsedLanguage, isSelfContainedConfig } from './code-blocks';
import { checkDescriptions } from './descriptions';
import { fieldPlace } from './frontmatter-place';
import { readPageSource, type CodeBlock, type ContentPage } from './reader';
import type { Failure } from './types';

/** A page as read, and what is wrong with it. */
export interface PageCheck {
  page: ContentPage;
  failures: Failure[];
  /** Its self-contained webpack.config.js examples that parse, to be evaluated. */
  examples: CodeBlock[];
}

/** Checks one page from its source. `file` names it in reports (`content/guides/x.mdx`). */
export async function checkPageSource(
  file: string,
  contentPath: string,
  raw: string,
): Promise<PageCheck> {
  const { page, tree } = readPageSource(file, contentPath, raw, { figures: false });
  if (page.error) {
    const { line, column, reason } = page.error;
    return {
      page,
      failures: [{ file, line, ...(column ? { column } : {}), reason }],
      examples: [],
    };
  }
  const failures: Failure[] = frontmatterIssues(page.frontmatter).map((issue) => ({
    file,
    ...fieldPlace(raw, issue.path),
    reason: `frontmatter field "${issue.field}" ${issue.reason}`,
  }));
  failures.push(...checkDescriptions([page]));
  const examples: CodeBlock[] = [];
  for (const block of page.codeBlocks) {
    if (!isParsedLanguage(block.lang)) continue;
    const problem = checkBlockParses(block);
    if (problem) failures.push({ file, ...problem });
    else if (isSelfContainedConfig(block)) examples.push(block);
  }
  // Compiling mutates the tree (config syntaxes), so it comes after everything that reads it.
  const compiled = tree ? await compileProblem(tree, file) : undefined;
  if (compiled) failures.push(compiled);
  return { page, failures, examples };
}
