/**
 * What `npm run check` and the dev server check, in one module for scripts to load: every
 * page on its own (page-check.ts), then across pages: internal links and anchors, and the
 * self-contained webpack.config.js examples, evaluated and validated.
 */
import { knownRoutes } from './known-routes';
import { checkLinks, type KnownRoutes } from './links';
import type { PageCheck } from './page-check';
import type { ContentPage } from './reader';
import type { ConfigExample } from './webpack-configs';
import type { Failure } from '../../src/lib/content/problems';

export { checkPageSource, type PageCheck } from './page-check';
export { listContentFiles, type ContentPage } from './reader';
export { formatProblem, sortFailures, type Failure } from '../../src/lib/content/problems';
export {
  exampleFailure,
  PROJECT_ROOT,
  type ConfigExample,
  type ExampleResult,
} from './webpack-configs';
export { knownRoutes };

/** The whole configurations of checked pages (those that parse), each variant apart. */
export function pageExamples(results: readonly PageCheck[]): ConfigExample[] {
  return results.flatMap((result) => result.examples);
}

/** Internal links of `pages` that do not resolve among `all` pages and the known routes. */
export function linkFailures(
  pages: readonly ContentPage[],
  all: readonly ContentPage[],
  routes: KnownRoutes,
): Failure[] {
  const own = new Set(pages.map((page) => page.file));
  return checkLinks([...all], routes).filter((failure) => own.has(failure.file));
}
