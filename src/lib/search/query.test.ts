import { buildSearchIndex } from './build';
import type { SearchResult } from 'minisearch';
import {
  HEADING_COVERAGE_BOOST,
  headingCovers,
  loadSearchIndex,
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  NAME_PART_WEIGHT,
  normalizeQuery,
  OPTION_PATH_BOOST,
  PAGE_SUPPORT_BOOST,
  PAGE_TITLE_BOOST,
  SAME_PAGE_FACTOR,
  searchIndex,
  termOptions,
  TITLE_NAMED_BOOST,
} from './query';
import { SEARCH_OPTIONS } from './options';
import { pageRecords, type SearchRecord } from './records';
import { siteSearchIndex } from './site-index';
import { cachedTerms, synonymsFor } from './synonyms';

const pages = [
  {
    url: '/plugins/split-chunks-plugin/',
    title: 'SplitChunksPlugin',
    sectionTitle: 'Plugins',
    body: 'Splits shared modules into separate chunks.\n\n## optimization.splitChunks\n\nOptions.',
  },
  {
    url: '/configuration/output/',
    title: 'Output',
    sectionTitle: 'Configuration',
    body: 'Where bundles go.\n\n## output.publicPath\n\nThe prefix of every asset url.\n\n## output.path\n\nThe folder.',
  },
  {
    url: '/guides/hot-module-replacement/',
    title: 'Hot Module Replacement',
    sectionTitle: 'Guides',
    body: 'Swap modules while the application runs.\n\n## Enabling it\n\nUse the dev server.',
  },
  {
    url: '/guides/caching/',
    title: 'Caching',
    sectionTitle: 'Guides',
    body: 'Cache bundles in the browser with <b>content hashes</b>.',
  },
];

// Through JSON, as the browser receives it.
const index = loadSearchIndex(
  JSON.parse(JSON.stringify(buildSearchIndex(pages.flatMap((page) => pageRecords(page))))),
);
const top = (query: unknown) => searchIndex(index, query, 5)[0]?.url;
const topPage = (query: unknown) => top(query)?.split('#')[0];

describe('searchIndex', () => {
  it('finds what readers mean', () => {
    expect(topPage('split chunks')).toBe('/plugins/split-chunks-plugin/');
    expect(top('publicPath')).toBe('/configuration/output/#outputpublicpath');
    expect(top('public path')).toBe('/configuration/output/#outputpublicpath');
    expect(topPage('hmr')).toBe('/guides/hot-module-replacement/');
    expect(top('cached')).toBe('/guides/caching/');
  });
  it('matches prefixes while typing and forgives small typos', () => {
    expect(topPage('replacem')).toBe('/guides/hot-module-replacement/');
    expect(topPage('replacment')).toBe('/guides/hot-module-replacement/');
  });
  it('returns stored fields and the matched terms', () => {
    const [hit] = searchIndex(index, 'publicPath', 1);
    expect(hit).toMatchObject({
      type: 'lvl2',
      lvl0: 'Configuration',
      lvl1: 'Output',
      lvl2: 'output.publicPath',
      content: 'The prefix of every asset url.',
    });
    expect(hit!.terms).toContain('publicpath');
    // A page's own record is the page title level, with no section heading.
    expect(searchIndex(index, 'cached', 1)[0]).toMatchObject({ type: 'lvl1', lvl1: 'Caching' });
  });
  it('searches hostile input as text and never throws', () => {
    const hostile: unknown[] = [
      '',
      '   ',
      '.*+?^${}()|[]\\',
      '(((((((((a',
      'x'.repeat(5000),
      'cache '.repeat(2500),
      '🦄🚀🎉',
      '模块打包工具 웹팩',
      '<img src=x onerror=alert(1)>',
      '\u0000\u202e\ufeff',
      '__proto__ constructor prototype',
      null,
      undefined,
      42,
      { toString: () => 'cache' },
    ];
    for (const query of hostile) {
      expect(() => searchIndex(index, query), String(query).slice(0, 20)).not.toThrow();
    }
    expect(searchIndex(index, '.*+?^${}()|[]\\')).toEqual([]);
    expect(searchIndex(index, null)).toEqual([]);
    expect(top('cache '.repeat(2500))).toBe('/guides/caching/');
  });
  it('never returns markup from content in stored fields it did not store', () => {
    // The page's body has `<b>content hashes</b>`: the hit carries its text, never the tags.
    const [hit] = searchIndex(index, 'content hashes');
    expect(hit!.url).toBe('/guides/caching/');
    expect(hit!.content).toBe('Cache bundles in the browser with content hashes.');
    for (const value of Object.values(hit!)) {
      if (typeof value === 'string') expect(value).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });
});

describe('normalizeQuery', () => {
  it('bounds the query to its first words', () => {
    expect(normalizeQuery('a.b(c)')).toBe('a b c');
    expect(normalizeQuery('w '.repeat(100)).split(' ')).toHaveLength(MAX_QUERY_WORDS);
    expect(normalizeQuery(5)).toBe('');
    // One long pasted word is cut to the character bound too.
    expect(normalizeQuery('x'.repeat(300))).toHaveLength(MAX_QUERY_CHARS);
  });
});

describe('termOptions', () => {
  it('expands only the last word as a prefix, from three letters', () => {
    expect(termOptions('serve cach').prefix('cach')).toBe(true);
    expect(termOptions('serve cach').prefix('serv')).toBe(false);
    expect(termOptions('abc').prefix('abc')).toBe(true);
    expect(termOptions('ab').prefix('ab')).toBe(false);
  });
  it('weighs the parts of a name less, unless the reader typed the part as a word', () => {
    expect(termOptions('webpack-merge').boostTerm('merg')).toBe(NAME_PART_WEIGHT);
    expect(termOptions('webpack-merge').boostTerm('webpack-merge')).toBe(1);
    expect(termOptions('webpack webpack-merge').boostTerm('webpack')).toBe(1);
    expect(termOptions('cache').boostTerm('cache')).toBe(1);
  });
});

describe('synonymsFor', () => {
  const groups = [
    ['hmr', 'hot module replacement'],
    ['source map', 'devtool'],
  ];
  it('adds the other members of each group the query mentions', () => {
    expect(synonymsFor('hmr setup', groups)).toEqual(['hot module replacement']);
    expect(synonymsFor('Source maps in production', groups)).toEqual(['devtool']);
    expect(synonymsFor('hot module replacement', groups)).toEqual(['hmr']);
    expect(synonymsFor('map source', groups)).toEqual([]);
  });
  it('never fires a phrase that has no searchable words', () => {
    // Stop words leave `the` no terms: it must not match every query, nor the empty one.
    const stopOnly = [['the', 'webpack']];
    expect(synonymsFor('hmr setup', stopOnly)).toEqual([]);
    expect(synonymsFor('', stopOnly)).toEqual([]);
  });
  it('works out the terms of a phrase once, for every keystroke after', () => {
    expect(cachedTerms('Hot Module Replacement')).toEqual(['hot', 'modul', 'replacement']);
    expect(cachedTerms('Hot Module Replacement')).toBe(cachedTerms('Hot Module Replacement'));
  });
  it('uses the synonym list of the site configuration by default', () => {
    expect(synonymsFor('hmr')).toContain('hot module replacement');
  });
});

describe('loadSearchIndex', () => {
  it('rejects what is not an index file, naming the problem', () => {
    expect(() => loadSearchIndex(null)).toThrow('search index: the file is not a search index');
    expect(() => loadSearchIndex({ format: 99, index: {} })).toThrow('format 99 found, 3 expected');
    expect(() => loadSearchIndex({ format: 3, index: {} })).toThrow('no page table');
  });
});

describe('headingCovers', () => {
  const result = (match: Record<string, string[]>) => ({ match }) as unknown as SearchResult;
  it('holds when the heading names every query term, whole or as a prefix', () => {
    const hit = result({ split: ['titleParts'], chunksplugin: ['text'], chunk: ['titleParts'] });
    expect(headingCovers(hit, ['split', 'chunk'])).toBe(true);
    expect(headingCovers(result({ publicpath: ['title'] }), ['public'])).toBe(true);
  });
  it('counts the path above an option name as part of its heading', () => {
    // `output` of `output.publicPath` is indexed in the path field.
    const hit = result({ output: ['path'], publicpath: ['title'] });
    expect(headingCovers(hit, ['output', 'publicpath'])).toBe(true);
  });
  it('fails when a term is only in the text or the parent headings', () => {
    expect(headingCovers(result({ split: ['title'], chunk: ['text'] }), ['split', 'chunk'])).toBe(
      false,
    );
    expect(headingCovers(result({ chunk: ['parents'] }), ['chunk'])).toBe(false);
  });
});

describe('searchIndex on the site index', () => {
  // The real index of the whole content, through JSON as the browser receives it.
  const site = loadSearchIndex(JSON.parse(JSON.stringify(siteSearchIndex())));
  const rank = (query: string, url: string) =>
    searchIndex(site, query, 20).findIndex((hit) =>
      url.includes('#') ? hit.url === url : hit.url.split('#')[0] === url,
    );
  // Second since only the last word is expanded as a prefix ("split" no longer stands for
  // `SplitChunksPlugin`): `optimization.splitChunks.chunks` names both words and comes first.
  it('finds SplitChunksPlugin for "split chunks" in the top 2', () => {
    const found = rank('split chunks', '/plugins/split-chunks-plugin/');
    expect(found).toBeGreaterThanOrEqual(0);
    expect(found).toBeLessThanOrEqual(1);
  });
  it('finds output.publicPath for "publicPath" in the top 5', () => {
    const found = rank('publicPath', '/configuration/output/#outputpublicpath');
    expect(found).toBeGreaterThanOrEqual(0);
    expect(found).toBeLessThan(5);
  });
  it('finds what a half-typed word starts even where its ending reads as British', () => {
    // `resour` and `millise` end like `colour` and `optimise`; respelled, they found nothing.
    expect(rank('resour', '/configuration/module/#ruleresource')).toBe(0);
    expect(searchIndex(site, 'millise', 5).length).toBeGreaterThan(0);
    expect(searchIndex(site, 'millise', 5)[0]!.terms).toContain('millisecond');
  });
  it('finds what a misspelt word means when it is not the last word', () => {
    // The correction `licens` was stemmed again to `licen` and found nothing.
    expect(rank('licnese file', '/license/')).toBe(0);
    expect(rank('respnose headers', '/configuration/dev-server/#devserverheaders')).toBe(0);
  });
  it('finds hot module replacement for "hmr"', () => {
    const hits = searchIndex(site, 'hmr', 5).map((hit) => hit.url.split('#')[0]);
    expect(hits[0]).toMatch(/hot-module-replacement\/$/);
  });
});

describe('heading bonuses', () => {
  // Twin sections that differ only in where they stand, so their scores differ only by bonus.
  const twin = (url: string, heading: string) => ({
    url,
    title: 'Twin',
    sectionTitle: 'Twins',
    body: `## ${heading}\n\nSame words.`,
  });
  const twins = loadSearchIndex(
    JSON.parse(
      JSON.stringify(
        buildSearchIndex(
          [
            twin('/configuration/a/', 'context'),
            twin('/guides/a/', 'context'),
            twin('/configuration/b/', 'my context'),
            twin('/guides/b/', 'my context'),
          ].flatMap((page) => pageRecords(page)),
        ),
      ),
    ),
  );
  const score = (query: string, url: string) =>
    searchIndex(twins, query).find((hit) => hit.url === url)?.score ?? 0;
  it('lifts a one-identifier heading of a reference page as the option itself', () => {
    expect(
      score('context', '/configuration/a/#context') / score('context', '/guides/a/#context'),
    ).toBeCloseTo(OPTION_PATH_BOOST);
  });
  it('gives no option bonus to a heading of several words, even on a reference page', () => {
    expect(score('my context', '/configuration/b/#my-context')).toBeCloseTo(
      score('my context', '/guides/b/#my-context'),
    );
  });
});

describe('page titles the query names', () => {
  const page = (url: string, title: string) => ({
    url,
    title,
    sectionTitle: 'Configuration',
    body: 'Frobnicate the widget tools.',
  });
  const titled = loadSearchIndex(
    JSON.parse(
      JSON.stringify(
        buildSearchIndex(
          [
            page('/configuration/widget/', 'Widget'),
            page('/configuration/widget-tools/', 'Widget Tools'),
            page('/configuration/frobnicate-widget/', 'Frobnicate Widget'),
            // A title of common words only: it names nothing, so no query names it.
            page('/configuration/about/', 'About'),
          ].flatMap((p) => pageRecords(p)),
        ),
      ),
    ),
  );
  // Each page is one record on a reference page: its score is MiniSearch's times the bonus.
  const bonus = (query: string, url: string) => {
    const raw = titled.search.search(query, { ...SEARCH_OPTIONS, ...termOptions(query) });
    const hit = searchIndex(titled, query).find((h) => h.url === url);
    const record = raw.find((r) => titled.pages[r.p as number]?.[0] === url);
    return hit!.score / record!.score;
  };
  it('lifts a page whose whole title the query names', () => {
    expect(bonus('frobnicate widget', '/configuration/widget/')).toBeCloseTo(TITLE_NAMED_BOOST);
  });
  it('does not lift a page whose title has a word the query lacks', () => {
    expect(bonus('frobnicate widget', '/configuration/widget-tools/')).toBeCloseTo(1);
  });
  it('does not lift a page whose title has no searchable word', () => {
    expect(bonus('frobnicate widget', '/configuration/about/')).toBeCloseTo(1);
  });
  it('gives a title naming every word its own bonus, not both', () => {
    expect(bonus('frobnicate widget', '/configuration/frobnicate-widget/')).toBeCloseTo(
      HEADING_COVERAGE_BOOST * PAGE_TITLE_BOOST,
    );
  });
});

// Built as the browser receives it: through JSON.
const fixtureIndex = (sources: Parameters<typeof pageRecords>[0][]) =>
  loadSearchIndex(
    JSON.parse(JSON.stringify(buildSearchIndex(sources.flatMap((p) => pageRecords(p))))),
  );

describe('lighter matches', () => {
  const section = (url: string, text: string) => ({
    url,
    title: 'Notes',
    sectionTitle: 'Guides',
    body: `## Remarks\n\n${text}`,
  });
  const lighter = fixtureIndex([
    section('/guides/cart/', 'Push the cart along.'),
    section('/guides/other-cart/', 'Another cart stands by.'),
    section('/guides/bard/', 'Sing the bard song.'),
    section('/guides/bardic/', 'A bardic tale.'),
    section('/guides/hot/', 'Use hot module replacement.'),
    section('/guides/hotter/', 'A hotter modular replacement.'),
  ]);
  const score = (query: string, url: string) =>
    searchIndex(lighter, query).find((hit) => hit.url === url)?.score ?? 0;
  const pagesFor = (query: string) => searchIndex(lighter, query).map((hit) => hit.url);

  it('searches the other members of a synonym group more lightly than the words typed', () => {
    const ratio =
      score('hmr', '/guides/hot/#remarks') /
      score('hot module replacement', '/guides/hot/#remarks');
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.5);
  });
  it('searches a synonym as whole words, never as the start of longer ones', () => {
    expect(pagesFor('hmr')).toEqual(['/guides/hot/#remarks']);
  });
  it('searches the closest correction as if typed, and the next ones more lightly', () => {
    // `bart` is one letter away from `cart` (two records) and `bard` (one): `cart` leads.
    expect(score('bart', '/guides/cart/#remarks')).toBeCloseTo(
      score('cart', '/guides/cart/#remarks'),
    );
    const ratio = score('bart', '/guides/bard/#remarks') / score('bard', '/guides/bard/#remarks');
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(0.9);
  });
  it('searches a further correction as a whole word, never as the start of longer ones', () => {
    expect(pagesFor('bart')).not.toContain('/guides/bardic/#remarks');
    expect(pagesFor('bard')).toContain('/guides/bardic/#remarks');
  });
});

describe('pages with several matching sections', () => {
  const long = 'Many other words fill this long section before a single zorp appears at its end.';
  const supported = fixtureIndex([
    {
      url: '/guides/zorp/',
      title: 'Basics',
      sectionTitle: 'Guides',
      body: `Zorp basics.\n\n## First\n\nZorp zorp zorp.\n\n## Second\n\n${long}`,
    },
    {
      url: '/guides/pair/',
      title: 'Pair',
      sectionTitle: 'Guides',
      body: `Intro.\n\n## Main\n\nZorp zorp here.\n\n## Aside\n\n${long}`,
    },
    {
      url: '/guides/lone/',
      title: 'Lone',
      sectionTitle: 'Guides',
      body: 'Intro.\n\n## Only\n\nA zorp stands here.',
    },
  ]);
  // MiniSearch's own scores: no other bonus applies here (no heading names the word, every
  // page is a guide, the query is one word).
  const raw = new Map(
    supported.search
      .search('zorp', { ...SEARCH_OPTIONS, ...termOptions('zorp') })
      .map((r) => [`${supported.pages[r.p as number]![0]}${r.a ? `#${r.a}` : ''}`, r.score]),
  );
  const factor = (url: string) =>
    searchIndex(supported, 'zorp').find((hit) => hit.url === url)!.score / raw.get(url)!;
  const best = Math.max(...raw.values());

  it("raises a record by its page's other matches, in proportion to the best record", () => {
    // The best record's page matches more again elsewhere: the full raise.
    expect(raw.get('/guides/zorp/#first')).toBe(best);
    expect(factor('/guides/zorp/#first')).toBeCloseTo(1 + PAGE_SUPPORT_BOOST);
    // One weaker section besides: raised by its share of the best score.
    expect(factor('/guides/pair/#main')).toBeCloseTo(
      1 + (PAGE_SUPPORT_BOOST * raw.get('/guides/pair/#aside')!) / best,
    );
    expect(factor('/guides/lone/#only')).toBeCloseTo(1);
  });
  it('lowers the further sections of a page, but never for the page record above them', () => {
    expect(factor('/guides/zorp/')).toBeCloseTo(1 + PAGE_SUPPORT_BOOST);
    expect(factor('/guides/zorp/#second')).toBeCloseTo((1 + PAGE_SUPPORT_BOOST) * SAME_PAGE_FACTOR);
  });
});

describe('final order', () => {
  // Blog posts that say the word twice outscore the guide in MiniSearch's own order; the
  // blog's page weight puts the guide first.
  const blog = (n: number) => ({
    url: `/blog/post-${n}/`,
    title: `Post ${n}`,
    sectionTitle: 'Blog',
    body: `Intro.\n\n## News\n\nZorp zorp.`,
  });
  const ordered = fixtureIndex([
    ...[1, 2, 3, 4, 5].map(blog),
    {
      url: '/guides/zorp/',
      title: 'Guide',
      sectionTitle: 'Guides',
      body: 'Intro.\n\n## Usage\n\nA zorp among other words here.',
    },
  ]);
  it('puts the best record first, however far down MiniSearch ranked it', () => {
    const raw = ordered.search.search('zorp', { ...SEARCH_OPTIONS, ...termOptions('zorp') });
    expect(raw.findIndex((r) => ordered.pages[r.p as number]![0] === '/guides/zorp/')).toBe(5);
    expect(searchIndex(ordered, 'zorp', 1).map((hit) => hit.url)).toEqual(['/guides/zorp/#usage']);
    const scores = searchIndex(ordered, 'zorp').map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('index files with missing or odd stored fields', () => {
  const file = buildSearchIndex(pages.flatMap((page) => pageRecords(page)));
  it('skips records whose page is missing from the page table, and never throws', () => {
    // Only the first page (SplitChunksPlugin) is left in the table.
    const cut = loadSearchIndex(
      JSON.parse(JSON.stringify({ ...file, pages: file.pages.slice(0, 1) })),
    );
    expect(searchIndex(cut, 'publicPath')).toEqual([]);
    const hits = searchIndex(cut, 'chunks modules bundles');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.url.startsWith('/plugins/split-chunks-plugin/'))).toBe(true);
  });
  it('returns only text fields, whatever a record stored', () => {
    // Headings and snippet that are not text, as a damaged or foreign file may hold.
    const odd = { lvl2: 7, lvl3: 8, content: 9 } as unknown as Pick<
      SearchRecord,
      'lvl2' | 'lvl3' | 'content'
    >;
    const oddIndex = loadSearchIndex(
      JSON.parse(
        JSON.stringify(
          buildSearchIndex([
            {
              url: '/guides/odd/#x',
              type: 'lvl3',
              lvl0: 'Guides',
              lvl1: 'Odd',
              text: 'Quux everywhere.',
              ...odd,
            },
          ]),
        ),
      ),
    );
    const [hit] = searchIndex(oddIndex, 'quux');
    expect(hit).toBeDefined();
    expect(hit).not.toHaveProperty('lvl2');
    expect(hit).not.toHaveProperty('lvl3');
    expect(hit!.content).toBe('');
  });
  it('gives no option bonus to a section whose heading the file lacks', () => {
    // A section record (it has an anchor) without its h2: its page title is all it has.
    const headless = (url: string): SearchRecord => ({
      url,
      type: 'lvl2',
      lvl0: 'Twins',
      lvl1: 'Quux',
      text: 'Same words.',
      content: 'Same words.',
    });
    const twins = loadSearchIndex(
      JSON.parse(
        JSON.stringify(
          buildSearchIndex([headless('/configuration/a/#quux'), headless('/guides/a/#quux')]),
        ),
      ),
    );
    const [first, second] = searchIndex(twins, 'quux');
    expect(first!.score).toBeCloseTo(second!.score);
  });
});

describe('two-letter starts of names', () => {
  const names = fixtureIndex([
    { url: '/guides/ssl/', title: 'SSL', sectionTitle: 'Guides', body: 'Serve over https.' },
  ]);
  it('looks for names that start with the letters as typed', () => {
    expect(searchIndex(names, 'ss').map((hit) => hit.url)).toEqual(['/guides/ssl/']);
    expect(searchIndex(names, 'SS').map((hit) => hit.url)).toEqual(['/guides/ssl/']);
    // `ß` is one letter, whose capital is two: it starts no name here.
    expect(searchIndex(names, 'ß')).toEqual([]);
  });
});
