// The card template the social-card tests draw with: the site's size and colours, fixed here
// so that a test that checks a colour does not move with the site's template.
export const TEST_TEMPLATE = {
  width: 1200,
  height: 630,
  colors: {
    background: '#2B3A42',
    accent: '#8DD6F9',
    accentDark: '#1C78C0',
    text: '#FFFFFF',
    muted: '#C7D4DB',
  },
  logo: 'public/branding/icon-square.svg',
  host: 'webpack.js.org',
};
