/**
 * The site configuration: every product name, host, route string and constant of the
 * specification lives here, once. Pure data plus tiny helpers; safe on server and client.
 */

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

/** A documentation section: the first path segment of its pages. */
export interface SectionInfo {
  /** Path segment, e.g. `configuration`. */
  id: string;
  /** Human title shown in navigation. */
  title: string;
  /** Whether the Documentation top link is active for it and it has a printable page. */
  documentation: boolean;
}

/** Sections in navigation order. Top-level pages (glossary, license…) are not sections. */
export const SECTIONS: readonly SectionInfo[] = [
  { id: 'concepts', title: 'Concepts', documentation: true },
  { id: 'configuration', title: 'Configuration', documentation: true },
  { id: 'guides', title: 'Guides', documentation: true },
  { id: 'loaders', title: 'Loaders', documentation: true },
  { id: 'plugins', title: 'Plugins', documentation: true },
  { id: 'migrate', title: 'Migrate', documentation: true },
  { id: 'api', title: 'API', documentation: true },
  { id: 'contribute', title: 'Contribute', documentation: false },
  { id: 'blog', title: 'Blog', documentation: false },
];

/** The 8 sections that have a combined printable page at `/{section}/printable/`. */
export const PRINTABLE_SECTIONS = [
  'api',
  'concepts',
  'configuration',
  'contribute',
  'guides',
  'loaders',
  'migrate',
  'plugins',
] as const;
export type PrintableSection = (typeof PRINTABLE_SECTIONS)[number];

/** The slug reserved for printable pages; such pages never appear in navigation. */
export const PRINTABLE_SLUG = 'printable';

/** The url of a section's printable page. */
export function printableUrl(section: string): string {
  return `/${section}/${PRINTABLE_SLUG}/`;
}

/** Whether a section has a printable page. */
export function isPrintableSection(section: string): section is PrintableSection {
  return (PRINTABLE_SECTIONS as readonly string[]).includes(section);
}

/** Top navigation links of the header. */
export const TOP_LINKS = [
  { title: 'Documentation', url: '/concepts/' },
  { title: 'Contribute', url: '/contribute/' },
  { title: 'Blog', url: '/blog/' },
] as const;

/** External profiles linked from the header. */
export const SOCIAL_LINKS = {
  github: 'https://github.com/webpack/webpack',
  x: 'https://x.com/webpack',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/webpack',
} as const;

/** Footer links: internal paths or external URLs. */
export const FOOTER_LINKS = [
  { title: 'Get Started', url: '/guides/getting-started/' },
  { title: 'Comparison', url: '/comparison/' },
  {
    title: 'Privacy Policy',
    url: 'https://openjsf.org/wp-content/uploads/sites/84/2021/04/OpenJS-Foundation-Privacy-Policy-2019-11-15.pdf',
  },
  { title: 'Swag Store', url: 'https://webpack.threadless.com' },
  { title: 'Awesome webpack', url: '/awesome-webpack/' },
  { title: 'Glossary', url: '/glossary/' },
  { title: 'Branding', url: '/branding/' },
  { title: 'Discord', url: 'https://discord.com/invite/5sxFZPdx2k' },
  { title: 'Changelog', url: 'https://github.com/webpack/webpack/releases' },
  { title: 'License', url: '/license/' },
] as const;

/** Documentation language sites: same path and hash on another host. */
export const LANGUAGES = [
  { code: 'en', label: 'English', host: 'https://webpack.js.org' },
  { code: 'zh', label: '中文', host: 'https://webpack.docschina.org' },
  { code: 'ko', label: '한국어', host: 'https://webpack.kr' },
] as const;

/** Documentation versions offered by the version selector; the first is the default. */
export const VERSIONS = [
  { version: '5', host: '' },
  { version: '4', host: 'https://v4.webpack.js.org' },
] as const;

/** Version of the notification banner; a stored dismissal marker equal to it hides it. */
export const NOTIFICATION_VERSION = 3;

/** Tooltip behaviour. */
export const TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_POSITIONS = ['top', 'right', 'bottom', 'left'] as const;

/** webpack runtime timeout for loading a chunk, in milliseconds. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Mobile sidebar swipe thresholds. */
export const SWIPE = {
  /** Horizontal distance, in px, that toggles the sidebar. */
  togglePx: 20,
  /** An opening drag only counts when it starts left of this x, in px. */
  openerMaxPx: 295,
  /** An opening drag only counts while |dy| / |dx| stays under this ratio. */
  maxVerticalRatio: 0.8,
} as const;

/** Landing hero animation constants. */
export const HERO = {
  rotatorDelayMs: 5000,
  rotatorRepeatMs: 5000,
  rotatorMaxWidth: 110,
  cubeDepth: 120,
  cubeSpinMs: 5000,
} as const;

/** Interval of the contributor grid's visibility check, in milliseconds. */
export const CONTRIBUTOR_CHECK_MS = 300;

/** Size, in px, of contributor avatars fetched from GitHub. */
export const AVATAR_SIZE = 90;

/** Handles that never appear in a contributors grid (the specification's list of 9). */
export const EXCLUDED_CONTRIBUTORS = [
  'bartushek',
  'rynclark',
  'henriquea',
  'makuzaverite',
  'MijaelWatts',
  'Kolhar730',
  'grrizzly',
  'maxloh',
  'varunjayaraman',
] as const;

/** Probability that the sponsors checkbox starts on "monthly". */
export const SPONSOR_MONTHLY_PROBABILITY = 0.33;

/** Offline reading: the service worker script and the page served when offline and uncached. */
export const OFFLINE = {
  /** Url of the service worker script, registered with scope `/`. */
  swUrl: '/sw.js',
  /** Page served for a navigation that is neither reachable nor cached. */
  fallbackUrl: '/offline/',
} as const;

/** Text of the error state shown when a page's data or code fails to load. */
export const LOAD_ERROR_TEXT = 'Error loading content.';

/** The hash redirect of the specification: `#cache…` on other-options moves to cache. */
export const HASH_REDIRECT = {
  from: '/configuration/other-options/',
  hashPrefix: '#cache',
  to: '/configuration/cache/',
} as const;

/** Google Analytics 4 (gtag) script; loaded only when an analytics id is configured. */
export const ANALYTICS_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
