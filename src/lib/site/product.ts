/** The product, its site url, titles and repository: what every page's metadata is made of. */

/** The product this site documents; `{product}` in the specification. */
export const PRODUCT = 'webpack';

/** Default absolute origin of the production site; `SITE_URL` overrides it at build time. */
export const DEFAULT_SITE_URL = 'https://webpack.js.org';

/** The absolute origin of the site, without a trailing slash. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.NEXT_PUBLIC_SITE_URL || env.SITE_URL || DEFAULT_SITE_URL;
  return raw.replace(/\/+$/, '');
}

/** Title of the home page, which does not use the `{title} | webpack` template. */
export const HOME_TITLE = 'webpack: the module bundler for modern JavaScript';

/** Fallback description when a page has none in its frontmatter. */
export const DEFAULT_DESCRIPTION =
  'webpack is a module bundler: it takes modules with dependencies and generates static assets that represent them, ready for the browser.';

/** Builds a page title the way the specification requires. */
export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT}`;
}

/** The exact message of the Page Not Found screen. */
export const NOT_FOUND_TEXT = 'Oops! The page you are looking for has been removed or relocated.';

/** Title of every printable page. */
export const PRINTABLE_TITLE = 'Combined printable page';

/** Theme colour of the manifest and the `theme-color` meta tag. */
export const THEME_COLOR = '#2B3A42';

/** Where the site's own source (and so the content) lives, for edit links. */
export const REPOSITORY = {
  url: 'https://github.com/webpack/webpack.js.org',
  branch: 'main',
} as const;

/** The edit link of a content file, given its path relative to `content/`. */
export function repositoryEditUrl(contentPath: string): string {
  return `${REPOSITORY.url}/edit/${REPOSITORY.branch}/content/${contentPath}`;
}
