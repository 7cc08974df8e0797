/**
 * Everything one page can be checked for on its own, each problem at its place in the file:
 * the file name, the frontmatter (YAML, then the schema, at the failing field), the MDX (parse
 * and compile, config syntaxes and components included), the description rule, and code blocks
 * that must parse. Links and config examples need every page (see site-check.ts).
 */
import { frontmatterIssues } from '../../src/lib/content/frontmatter';
import { compileProblem } from './compile';
import { checkBlockParses, isParsedLanguage } from './code-blocks';
import { configExamplesOf } from './config-examples';
import { checkDescriptions } from './descriptions';
import { fieldPlace } from './frontmatter-place';
import { readPageSource, type ContentPage } from './reader';
import type { ConfigExample } from './webpack-configs';
import type { Failure } from '../../src/lib/content/problems';

/** A page as read, and what is wrong with it. */
export interface PageCheck {
  page: ContentPage;
  failures: Failure[];
  /** Its whole configurations that parse (each `syntaxes` variant too), to be evaluated. */
  examples: ConfigExample[];
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
  for (const block of page.codeBlocks) {
    if (!isParsedLanguage(block.lang)) continue;
    const problem = checkBlockParses(block);
    if (problem) failures.push({ file, ...problem });
  }
  const { examples, failures: exampleProblems } = configExamplesOf(page, {
    rewriteFailures: false,
  });
  failures.push(...exampleProblems);
  // Compiling mutates the tree (config syntaxes), so it comes after everything that reads it.
  const compiled = tree ? await compileProblem(tree, file) : undefined;
  if (compiled) failures.push(compiled);
  return { page, failures, examples };
}
