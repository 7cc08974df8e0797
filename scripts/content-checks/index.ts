/**
 * The content checks, in one place: read a content folder, then check that examples parse,
 * that whole webpack configurations validate, that internal links resolve,
 * and compute the depth and schema-coverage figures the content issues gate on.
 */
import { checkBlockParses, isParsedLanguage } from './code-blocks';
import { configExamplesOf } from './config-examples';
import { checkLinks } from './links';
import { knownRoutes } from './known-routes';
import type { ContentPage } from './reader';
import type { Failure } from '../../src/lib/content/problems';
import { checkConfigExamples, PROJECT_ROOT, type ConfigExample } from './webpack-configs';

export { checkDepth, formatSectionWords, wordsPerSection } from './depth';
export { checkDescriptions } from './descriptions';
export { knownRoutes } from './known-routes';
export { readContent } from './reader';
export {
  formatCoverage,
  incompleteEntries,
  installedOptionPaths,
  optionAnchor,
  schemaCoverage,
  type Coverage,
} from './schema-coverage';
export { DEPTH_TARGETS, type ContentIssue } from './thresholds';
export { formatFailure, sortFailures, type Failure } from '../../src/lib/content/problems';
export { PROJECT_ROOT } from './webpack-configs';
export { hookCoverage, pluginCoverage, webpackHooks, webpackPlugins } from './webpack-surface';

/** Pages that cannot be read (bad file name, bad frontmatter, MDX syntax error). */
export function checkPagesRead(pages: ContentPage[]): Failure[] {
  return pages.flatMap((page) =>
    page.error ? [{ file: page.file, line: page.error.line, reason: page.error.reason }] : [],
  );
}

/** Every `js`/`jsx`/`ts`/`json` block that does not parse. */
export function checkCodeParses(pages: ContentPage[]): Failure[] {
  const failures: Failure[] = [];
  for (const page of pages) {
    for (const block of page.codeBlocks) {
      if (!isParsedLanguage(block.lang)) continue;
      const problem = checkBlockParses(block);
      if (problem) failures.push({ file: page.file, ...problem });
    }
  }
  return failures;
}

/**
 * The whole webpack configurations that parse (others fail the parse check), titled or not,
 * each `syntaxes` block once per variant.
 */
export function configExamples(pages: ContentPage[]): ConfigExample[] {
  return pages.flatMap((page) => configExamplesOf(page).examples);
}

/**
 * Evaluates every whole configuration and validates it with `webpack.validate()`; also
 * reports `syntaxes` blocks that cannot be rewritten and `legacy` flags outside the
 * migration guides.
 */
export function checkConfigs(pages: ContentPage[], root: string = PROJECT_ROOT): Failure[] {
  const found = pages.map((page) => configExamplesOf(page));
  return [
    ...found.flatMap((entry) => entry.failures),
    ...checkConfigExamples(
      found.flatMap((entry) => entry.examples),
      root,
    ),
  ];
}

/** Every internal link that does not resolve, against the routes of the project at `root`. */
export function checkInternalLinks(pages: ContentPage[], root: string = PROJECT_ROOT): Failure[] {
  return checkLinks(pages, knownRoutes(root));
}
