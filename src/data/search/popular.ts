/**
 * What the search shows before the reader types: a short, hand-picked list of the pages most
 * readers start from. Not statistics: no visit counts are collected.
 */
export const POPULAR_DATA = {
  popular: [
    {
      title: 'Getting Started',
      url: '/guides/getting-started/',
    },
    {
      title: 'Configuration',
      url: '/configuration/',
    },
    {
      title: 'Loaders',
      url: '/loaders/',
    },
    {
      title: 'Plugins',
      url: '/plugins/',
    },
    {
      title: 'Code Splitting',
      url: '/guides/code-splitting/',
    },
    {
      title: 'Development',
      url: '/guides/development/',
    },
  ],
};
