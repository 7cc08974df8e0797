/**
 * The content checks, in one place: read a content folder, then check that examples parse,
 * that self-contained `webpack.config.js` examples validate, that internal links resolve,
 * and compute the depth and schema-coverage figures the content issues gate on.
 */
import { checkBlockParses, isParsedLanguage, isSelfContainedConfig } from './code-blocks';
import { checkLinks } from './links';
import { knownRoutes } from './known-routes';
import type { ContentPage } from './reader';
import type { Failure } from './types';
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
export { formatFailure, sortFailures, type Failure } from './types';
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

/** The self-contained `webpack.config.js` examples that parse (others fail the parse check). */
export function configExamples(pages: ContentPage[]): ConfigExample[] {
  return pages.flatMap((page) =>
    page.codeBlocks
      .filter((block) => isSelfContainedConfig(block) && !checkBlockParses(block))
      .map((block) => ({ file: page.file, block })),
  );
}

/** Evaluates and validates every self-contained `webpack.config.js` example. */
export function checkConfigs(pages: ContentPage[], root: string = PROJECT_ROOT): Failure[] {
  return checkConfigExamples(configExamples(pages), root);
}

/** Every internal link that does not resolve, against the routes of the project at `root`. */
export function checkInternalLinks(pages: ContentPage[], root: string = PROJECT_ROOT): Failure[] {
  return checkLinks(pages, knownRoutes(root));
}
