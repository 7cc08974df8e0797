/**
 * Score weight of a result by the kind of page it is on, matched by url prefix (first match
 * wins). Reference and guides lead; concepts, API, plugins and loaders follow; migration,
 * blog, glossary and lists come last unless the query names them (one of their `namedBy`
 * words).
 */
export const PAGE_KIND_DATA = {
  otherWeight: 0.7,
  kinds: [
    {
      kind: 'reference',
      prefixes: ['/configuration/'],
      weight: 1,
    },
    {
      kind: 'guides',
      prefixes: ['/guides/'],
      weight: 1,
    },
    {
      kind: 'concepts',
      prefixes: ['/concepts/'],
      weight: 0.9,
    },
    {
      kind: 'api',
      prefixes: ['/api/'],
      weight: 0.85,
    },
    {
      // A catalogue of webpack's internal classes, for plugin authors: a list, not a guide.
      kind: 'internals',
      prefixes: ['/plugins/internal-plugins/'],
      weight: 0.45,
      namedBy: ['internal', 'internals'],
    },
    {
      kind: 'plugins',
      prefixes: ['/plugins/', '/loaders/'],
      weight: 0.9,
    },
    {
      // Guides that live in the contribute section: debugging a build, writing loaders and
      // plugins. Read like the concepts, unlike the project pages around them.
      kind: 'contribute-guides',
      prefixes: [
        '/contribute/debugging/',
        '/contribute/writing-a-loader/',
        '/contribute/writing-a-plugin/',
        '/contribute/plugin-patterns/',
      ],
      weight: 0.9,
    },
    {
      kind: 'contribute',
      prefixes: ['/contribute/'],
      weight: 0.7,
    },
    {
      kind: 'migrate',
      prefixes: ['/migrate/'],
      weight: 0.45,
      namedBy: ['migrate', 'migration', 'migrating', 'upgrade', 'upgrading'],
    },
    {
      kind: 'blog',
      prefixes: ['/blog/'],
      weight: 0.45,
      namedBy: ['blog', 'release', 'released', 'announcement', 'news', 'roadmap'],
    },
    {
      kind: 'glossary',
      prefixes: ['/glossary/'],
      weight: 0.45,
      namedBy: ['glossary', 'definition', 'define', 'meaning'],
    },
    {
      kind: 'lists',
      prefixes: ['/awesome-webpack/'],
      weight: 0.45,
      namedBy: ['awesome', 'list', 'community', 'ecosystem'],
    },
  ],
};
