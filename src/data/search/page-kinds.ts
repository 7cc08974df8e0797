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
      kind: 'plugins',
      prefixes: ['/plugins/', '/loaders/'],
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
