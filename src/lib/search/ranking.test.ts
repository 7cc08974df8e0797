import { buildSearchIndex } from './build';
import { bestFirst, BEST_GROUP_TITLE, BEST_HITS } from './docsearch';
import { kindWeight, loadSearchIndex, phraseMatch, prepareQuery, searchIndex } from './query';
import { transpositions } from './spelling';
import { blockMessages, pageRecords } from './records';
import { withCuratedMessages } from './site-index';
import { termsOf, tokenize, processTerm } from './terms';

const pages = [
  {
    url: '/concepts/module-resolution/',
    title: 'Module Resolution',
    sectionTitle: 'Concepts',
    body: "How requests become files.\n\n## Failed lookups\n\nA failed lookup produces `Module not found: Error: Can't resolve './Header' in '/src'` and names the request.",
  },
  {
    url: '/api/module-methods/',
    title: 'Module Methods',
    sectionTitle: 'API',
    body: 'Methods.\n\n## define\n\nDefine a module. Defined modules are resolved. Module not found errors.',
  },
  {
    url: '/guides/production/',
    title: 'Production',
    sectionTitle: 'Guides',
    body:
      'Split the configuration. ' +
      'Words about builds and configs. '.repeat(20) +
      'Merge them with webpack-merge.',
  },
  {
    url: '/configuration/cache/',
    title: 'Cache',
    sectionTitle: 'Configuration',
    body: 'Persistent cache on the file system.',
  },
  {
    url: '/migrate/5/',
    title: 'To v5 from v4',
    sectionTitle: 'Migrate',
    body: '## Persistent cache\n\nThe persistent cache is new in webpack 5.',
  },
  {
    url: '/concepts/loaders/',
    title: 'Loaders',
    sectionTitle: 'Concepts',
    body: 'A loader transforms a file.\n\n## Troubleshooting\n\n- **"Cannot find module \'sass\'".** Install it.\n- Plain item.',
  },
  {
    url: '/configuration/entry-context/',
    title: 'Entry and context',
    sectionTitle: 'Configuration',
    body: '## context\n\nThe base directory for relative paths.',
  },
  {
    url: '/configuration/stats/',
    title: 'Stats',
    sectionTitle: 'Configuration',
    body: '## stats.context\n\nThe base directory for relative paths.',
  },
  {
    url: '/guides/lazy-loading/',
    title: 'Lazy Loading',
    sectionTitle: 'Guides',
    body: '## Bundling\n\nBundle a worker script.\n\n## Naming\n\nName the worker script chunk.',
  },
  {
    url: '/guides/csp/',
    title: 'Content Security Policy',
    sectionTitle: 'Guides',
    body: '## Bundling\n\nA worker script, worker.',
  },
  {
    url: '/plugins/provide-plugin/',
    title: 'ProvidePlugin',
    sectionTitle: 'Plugins',
    body: '## Node.js globals in the browser\n\nProvide them yourself.',
  },
];

const records = withCuratedMessages(pages.flatMap(pageRecords), [
  {
    message: 'process is not defined',
    url: '/plugins/provide-plugin/#nodejs-globals-in-the-browser',
  },
]);
const index = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(records))));
const urls = (query: string) => searchIndex(index, query).map((hit) => hit.url);

describe('whole names', () => {
  it('keeps hyphenated package names whole and adds their parts', () => {
    expect(tokenize('use mini-css-extract-plugin, --env')).toEqual([
      'use',
      'mini-css-extract-plugin',
      'env',
    ]);
    expect(processTerm('webpack-merge')).toEqual(['webpack-merge', 'webpack', 'merg']);
    expect(processTerm('webpack-merge', 'title')).toEqual(['webpack-merge']);
  });
  it('finds a package named past the start of a long section', () => {
    expect(urls('webpack-merge')[0]).toBe('/guides/production/');
  });
});

describe('messages', () => {
  it('reads inline error messages and troubleshooting leads', () => {
    const loaders = pageRecords(pages[5]!);
    expect(loaders.find((r) => r.lvl2 === 'Troubleshooting')?.messages).toEqual([
      "Cannot find module 'sass'",
    ]);
    expect(
      blockMessages(
        { type: 'paragraph', children: [{ type: 'inlineCode', value: 'splitChunks' }] },
        true,
      ),
    ).toEqual([]);
  });
  it('matches a pasted message as a phrase, not word by word', () => {
    expect(urls("Module not found: Error: Can't resolve")[0]).toBe(
      '/concepts/module-resolution/#failed-lookups',
    );
    expect(urls("Module not found: Error: Can't resolve './Header' in '/src'")[0]).toBe(
      '/concepts/module-resolution/#failed-lookups',
    );
    expect(phraseMatch(termsOf('not found'), ['Module not found'])).toBeUndefined();
    expect(phraseMatch(termsOf('module found'), ['Module not found'])).toBe('Module not found');
  });
  it('lets a placeholder of a message stand for any word of the query', () => {
    const messages = ['X is not defined', 'Failed to load … Stylus plugin'];
    expect(phraseMatch(termsOf('jQuery is not defined'), messages)).toBe('X is not defined');
    expect(phraseMatch(termsOf('failed to load nib stylus plugin'), messages)).toBe(messages[1]);
    expect(phraseMatch(termsOf('jQuery not found'), messages)).toBeUndefined();
    expect(phraseMatch(termsOf('defined'), messages)).toBeUndefined();
  });
  it('needs a run of two words that spans the query, the message or three words', () => {
    // The whole query, inside a longer message.
    expect(phraseMatch(termsOf('failed lookup'), ['failed lookup produces errors'])).toBe(
      'failed lookup produces errors',
    );
    // Three words in a row of longer lists.
    const three = 'omega alpha beta gamma theta iota';
    expect(phraseMatch(termsOf('alpha beta gamma delta zeta'), [three])).toBe(three);
    // Two words in a row of longer lists is a coincidence, not a phrase.
    expect(phraseMatch(termsOf('alpha beta gamma'), ['alpha beta delta epsilon'])).toBeUndefined();
    // One shared word never matches, even a one-word message.
    expect(phraseMatch(termsOf('module found'), ['Module'])).toBeUndefined();
  });
  it('never lets placeholders alone, or placeholders past the query, make a phrase', () => {
    expect(phraseMatch(termsOf('alpha beta'), ['X Y'])).toBeUndefined();
    expect(phraseMatch(termsOf('gamma alpha'), ['alpha X'])).toBeUndefined();
    expect(phraseMatch(termsOf('alpha beta'), ['alpha ... beta'])).toBe('alpha ... beta');
    // A mismatch after a placeholder ends the run; a dot inside a name is no placeholder.
    expect(phraseMatch(termsOf('alpha gamma'), ['X alpha beta'])).toBeUndefined();
    expect(phraseMatch(termsOf('alpha gamma beta'), ['alpha.beta'])).toBeUndefined();
  });
  it('skips what is not a message text', () => {
    expect(phraseMatch(termsOf('failed lookup'), [5, null, 'failed lookup'])).toBe('failed lookup');
    expect(phraseMatch(termsOf('failed lookup'), 'failed lookup')).toBeUndefined();
  });
  it('indexes curated messages on their section, and rejects a missing section', () => {
    expect(urls('process is not defined')[0]).toBe(
      '/plugins/provide-plugin/#nodejs-globals-in-the-browser',
    );
    expect(searchIndex(index, 'process is not defined')[0]?.content).toBe('process is not defined');
    expect(() => withCuratedMessages([], [{ message: 'x y', url: '/nope/' }])).toThrow(
      '"x y" points to /nope/, which is not a page or heading',
    );
  });
});

describe('page kinds', () => {
  it('puts reference and guides before migration, unless the query names it', () => {
    expect(urls('cache')[0]).toBe('/configuration/cache/');
    expect(urls('upgrade persistent cache')[0]).toBe('/migrate/5/#persistent-cache');
    expect(kindWeight('/migrate/5/', new Set(termsOf('persistent cache')))).toBeLessThan(0.5);
    expect(kindWeight('/migrate/5/', new Set(termsOf('upgrade cache')))).toBe(1);
    expect(kindWeight('/configuration/cache/', new Set())).toBe(1);
  });
  it('ranks the catalogue of internal plugins with the lists, and contribute guides as guides', () => {
    expect(kindWeight('/plugins/internal-plugins/', new Set())).toBeLessThan(0.5);
    expect(kindWeight('/plugins/internal-plugins/', new Set(['internal']))).toBe(1);
    expect(kindWeight('/plugins/define-plugin/', new Set())).toBe(0.9);
    expect(kindWeight('/contribute/debugging/', new Set())).toBe(0.9);
    expect(kindWeight('/contribute/release-process/', new Set())).toBeLessThan(0.9);
  });
});

describe("readers' words", () => {
  it('leaves out filler words when other words remain', () => {
    expect(prepareQuery(index, 'webpack context option').words).toBe('context');
    expect(prepareQuery(index, 'context options').words).toBe('context');
    expect(prepareQuery(index, 'setting context').words).toBe('context');
    expect(prepareQuery(index, 'settings context').words).toBe('context');
    expect(prepareQuery(index, 'webpack').words).toBe('webpack');
    expect(prepareQuery(index, 'webpack-merge').words).toBe('webpack-merge');
  });
  it('searches a misspelt word as the word the index knows', () => {
    expect(prepareQuery(index, 'persistnet cahce').words).toBe('persistent cach');
    expect(urls('persistnet cahce')).toEqual(urls('persistent cache'));
  });
  it('ranks a top-level option of a reference page as its full option path', () => {
    expect(urls('context')[0]).toBe('/configuration/entry-context/#context');
  });
  it('lifts a section whose page matches the query in other sections too', () => {
    const found = urls('worker script');
    expect(found.indexOf('/guides/lazy-loading/#bundling')).toBeLessThan(
      found.indexOf('/guides/csp/#bundling'),
    );
  });
});

describe('odd input', () => {
  it('finds page and option names from a 2-character prefix', () => {
    expect(urls('lo')).toContain('/concepts/loaders/');
    expect(urls('ca')).toContain('/configuration/cache/');
    // A later part of a name (`Plugin` of ProvidePlugin) is a start too.
    expect(urls('pl')).toContain('/plugins/provide-plugin/');
  });
  it('tolerates swapped letters in a word the index does not know, and only then', () => {
    expect(transpositions('lodaer')).toContain('loader');
    expect(urls('lodaer')[0]).toMatch(/^\/concepts\/loaders\//);
    // A known word is never respelled.
    expect(urls('cache').every((url) => !url.startsWith('/concepts/loaders/'))).toBe(true);
  });
  it('treats spaces as empty', () => {
    expect(searchIndex(index, '   ')).toEqual([]);
  });
});

describe('bestFirst', () => {
  it('puts the best hits in a leading group, whatever their section', () => {
    const hits = Array.from({ length: 8 }, (_, i) => ({
      hierarchy: { lvl0: i % 2 ? 'API' : 'Guides' },
      _highlightResult: { hierarchy: { lvl0: { value: i % 2 ? 'API' : 'Guides' } } },
    }));
    const grouped = bestFirst(hits);
    expect(
      grouped
        .slice(0, BEST_HITS)
        .every((h) => h._highlightResult.hierarchy.lvl0.value === BEST_GROUP_TITLE),
    ).toBe(true);
    expect(grouped[BEST_HITS]?._highlightResult.hierarchy.lvl0.value).toBe('API');
    expect(grouped[0]?.hierarchy.lvl0).toBe('Guides');
  });
});
