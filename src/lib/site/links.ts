/** Links to other places: header, social profiles, footer, language sites and versions. */

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

/** The url of the same page on another host (language sites, version 4). */
export function sameUrlOn(host: string, pathname: string, hash = ''): string {
  return `${host}${pathname}${hash}`;
}
