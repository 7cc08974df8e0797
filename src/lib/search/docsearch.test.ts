import { buildSearchIndex } from './build';
import {
  bestFirst,
  createLocalSearchClient,
  hostedSearchConfig,
  stripOrigin,
  toDocSearchHit,
} from './docsearch';
import { loadSearchIndex } from './query';
import { pageRecords } from './records';

describe('hostedSearchConfig', () => {
  it('is off when nothing is set and on when all three are', () => {
    expect(hostedSearchConfig({})).toBeUndefined();
    expect(hostedSearchConfig({ appId: ' ', apiKey: '', indexName: undefined })).toBeUndefined();
    expect(hostedSearchConfig({ appId: 'APP', apiKey: 'KEY', indexName: 'webpack' })).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'webpack',
    });
  });
  it('trims the values, so a pasted value with spaces or a newline still works', () => {
    expect(
      hostedSearchConfig({ appId: ' APP\n', apiKey: '\tKEY ', indexName: '  webpack ' }),
    ).toEqual({ appId: 'APP', apiKey: 'KEY', indexName: 'webpack' });
  });
  it('names the missing variables when only some are set', () => {
    expect(() => hostedSearchConfig({ appId: 'APP' })).toThrow(
      'set NEXT_PUBLIC_DOCSEARCH_API_KEY and NEXT_PUBLIC_DOCSEARCH_INDEX_NAME too',
    );
  });
});

describe('stripOrigin', () => {
  it('keeps path, query and hash only', () => {
    expect(stripOrigin('https://webpack.js.org/concepts/#entry')).toBe('/concepts/#entry');
    expect(stripOrigin('https://example.com/a/?q=1#x')).toBe('/a/?q=1#x');
    expect(stripOrigin('/guides/')).toBe('/guides/');
  });
  it('leaves a url it cannot parse as it is, never throwing', () => {
    expect(stripOrigin('http://[oops/x')).toBe('http://[oops/x');
  });
});

const index = loadSearchIndex(
  buildSearchIndex(
    pageRecords({
      url: '/configuration/mode/',
      title: 'Mode <b>',
      sectionTitle: 'Configuration',
      body: 'Choose a mode & more.\n\n## mode: production\n\nMinifies `<script>` output & "more".',
    }),
  ),
);

describe('the local search client', () => {
  const client = createLocalSearchClient(async () => index);

  it('answers DocSearch requests in the Algolia response shape', async () => {
    const { results } = await client.search({
      requests: [{ indexName: 'local', query: 'production', hitsPerPage: 5 }],
    });
    expect(results).toHaveLength(1);
    const [result] = results;
    const { hits, processingTimeMS, ...paging } = result!;
    expect(paging).toEqual({
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 5,
      exhaustiveNbHits: true,
      query: 'production',
      params: '',
      index: 'local',
    });
    expect(processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(result!.hits[0]).toMatchObject({
      url: '/configuration/mode/#mode-production',
      url_without_anchor: '/configuration/mode/',
      anchor: 'mode-production',
      type: 'lvl2',
      hierarchy: { lvl0: 'Configuration', lvl1: 'Mode <b>', lvl2: 'mode: production', lvl3: null },
    });
    expect(result!.hits[0]!._snippetResult.hierarchy.lvl2.value).toBe(
      'mode: <mark>production</mark>',
    );
  });

  it('escapes every highlighted value', async () => {
    const { results } = await client.search({ requests: [{ query: 'minifies mode' }] });
    const values = results[0]!.hits.flatMap((hit) => [
      ...Object.values(hit._highlightResult.hierarchy).map((h) => h.value),
      hit._snippetResult.content.value,
    ]);
    expect(values.join(' ')).toContain('&lt;script&gt;');
    for (const value of values) expect(value).not.toMatch(/<(?!\/?mark>)/);
  });

  it('answers odd requests without throwing', async () => {
    const { results } = await client.search({
      requests: [{ query: 'x'.repeat(5000) }, { query: 42 }, {}],
    });
    expect(results.map((r) => r.hits.length)).toEqual([0, 0, 0]);
    // A query that is not text is searched as the empty query, and reported as such.
    expect(results.map((r) => r.query)).toEqual(['x'.repeat(5000), '', '']);
    await expect(client.search([] as never)).resolves.toEqual({ results: [] });
    await expect(client.search({})).resolves.toEqual({ results: [] });
    await expect(client.search(undefined as never)).resolves.toEqual({ results: [] });
  });

  it('returns 20 hits per page by default and between 1 and 50 on request', async () => {
    const { results } = await client.search([
      { query: 'mode' },
      { query: 'mode', hitsPerPage: 500 },
      { query: 'mode', hitsPerPage: -3 },
      { query: 'mode', hitsPerPage: 1 },
      { query: 'mode', hitsPerPage: 7 },
    ]);
    expect(results.map((r) => r.hitsPerPage)).toEqual([20, 50, 1, 1, 7]);
    expect(results[0]!.hits.length).toBeGreaterThan(1);
    expect(results[3]!.hits).toHaveLength(1);
  });

  it('answers for the index DocSearch asked, "local" when it names none', async () => {
    const { results } = await client.search([
      { indexName: 'webpack', query: 'mode' },
      { query: 'mode' },
    ]);
    expect(results.map((r) => r.index)).toEqual(['webpack', 'local']);
  });

  it('records each query as a search:query measure of its own duration', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1000).mockReturnValueOnce(1007);
    const measure = vi.spyOn(performance, 'measure');
    try {
      const { results } = await client.search([{ query: 'mode' }]);
      expect(results[0]!.processingTimeMS).toBe(7);
      expect(measure).toHaveBeenCalledWith('search:query', { start: 1000, duration: 7 });
    } finally {
      now.mockRestore();
      measure.mockRestore();
    }
  });

  it('still answers where the browser has no performance measures', async () => {
    vi.stubGlobal('performance', { now: () => 0 });
    try {
      const { results } = await client.search([{ query: 'mode' }]);
      expect(results[0]!.hits.length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes the user-agent segments Algolia helpers add to a client', () => {
    // Algolia clients are tagged through both calls, the second one chained.
    expect(() => client.addAlgoliaAgent('docsearch', '4')).not.toThrow();
    const agent = client.transporter.algoliaAgent;
    expect(agent.add()).toBe(agent);
  });

  it('reports an index that failed to load as a failed search', async () => {
    const failing = createLocalSearchClient(() => Promise.reject(new Error('offline')));
    await expect(failing.search({ requests: [{ query: 'mode' }] })).rejects.toThrow('offline');
  });
});

describe('toDocSearchHit', () => {
  it('keeps a page hit without anchor', () => {
    const hit = toDocSearchHit({
      url: '/a/',
      type: 'lvl1',
      lvl0: 'A',
      lvl1: 'Page',
      content: '',
      score: 1,
      terms: ['page'],
    });
    expect(hit).toMatchObject({ anchor: null, content: null, objectID: '/a/' });
    expect(hit._highlightResult.hierarchy.lvl1.value).toBe('<mark>Page</mark>');
  });

  it('fills all seven hierarchy levels DocSearch reads, null or empty when unused', () => {
    const hit = toDocSearchHit({
      url: '/a/#deep',
      type: 'lvl3',
      lvl0: 'A',
      lvl1: 'Page',
      lvl2: 'Part',
      lvl3: 'Deep heading',
      content: 'Text under the deep heading.',
      score: 1,
      terms: ['deep'],
    });
    expect(hit.hierarchy).toEqual({
      lvl0: 'A',
      lvl1: 'Page',
      lvl2: 'Part',
      lvl3: 'Deep heading',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    const values = (levels: Record<string, { value: string }>) =>
      Object.fromEntries(Object.entries(levels).map(([level, h]) => [level, h.value]));
    const highlighted = {
      lvl0: 'A',
      lvl1: 'Page',
      lvl2: 'Part',
      lvl3: '<mark>Deep</mark> heading',
      lvl4: '',
      lvl5: '',
      lvl6: '',
    };
    expect(values(hit._highlightResult.hierarchy)).toEqual(highlighted);
    expect(values(hit._snippetResult.hierarchy)).toEqual(highlighted);
    expect(hit._snippetResult.content.value).toBe('Text under the <mark>deep</mark> heading.');
  });
});

describe('bestFirst', () => {
  it('heads the leading group "Best matches"', () => {
    const [first] = bestFirst([
      { _highlightResult: { hierarchy: { lvl0: { value: 'Configuration' } } } },
    ]);
    expect(first!._highlightResult.hierarchy).toMatchObject({ lvl0: { value: 'Best matches' } });
  });
});
