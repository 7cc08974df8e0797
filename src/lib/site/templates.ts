/**
 * The page templates of the site, each with one page that shows it: the preview comment lists
 * them when shared code changes (every page may look different), and the dev-loop tests open
 * each one under `npm run dev`.
 */
export const PAGE_TEMPLATES = [
  { name: 'Landing', path: '/' },
  { name: 'Section index', path: '/concepts/' },
  { name: 'Docs page', path: '/concepts/modules/' },
  { name: 'Printable page', path: '/concepts/printable/' },
  { name: 'Blog index', path: '/blog/' },
  { name: 'Blog post', path: '/blog/2020-10-10-webpack-5-release/' },
  { name: 'Glossary', path: '/glossary/' },
  { name: 'Page Not Found', path: '/no-such-page/' },
] as const;
