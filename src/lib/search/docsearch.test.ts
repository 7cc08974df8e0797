import { buildSearchIndex } from './build';
import {
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
    expect(result).toMatchObject({ index: 'local', query: 'production', page: 0, nbPages: 1 });
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
    await expect(client.search([] as never)).resolves.toEqual({ results: [] });
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
});
