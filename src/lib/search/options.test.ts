import { buildSearchIndex, headingWords } from './build';
import { OPTION_PATH } from './options';
import { loadSearchIndex, searchIndex } from './query';
import { pageRecords } from './records';

const pages = [
  {
    url: '/plugins/split-chunks-plugin/',
    title: 'SplitChunksPlugin',
    sectionTitle: 'Plugins',
    body: 'Splits shared modules into chunks.\n\n## optimization.splitChunks\n\nShared modules.',
  },
  {
    url: '/configuration/dev-server/',
    title: 'DevServer',
    sectionTitle: 'Configuration',
    body: '## devServer.client\n\nClient settings.\n\n### devServer.client.overlay\n\nShows compiler errors full screen.',
  },
  {
    url: '/configuration/output/',
    title: 'Output',
    sectionTitle: 'Configuration',
    body: '## output.path\n\nThe folder of the bundles.',
  },
  {
    url: '/guides/caching/',
    title: 'Caching',
    sectionTitle: 'Guides',
    body: 'Keep bundles in the browser.\n\n## Hashes\n\nName bundles by content.',
  },
  {
    url: '/api/hot-module-replacement/',
    title: 'Hot Module Replacement',
    sectionTitle: 'API',
    body: 'Apply a patch to running modules.',
  },
];

// Through JSON, as the browser receives it.
const index = loadSearchIndex(
  JSON.parse(JSON.stringify(buildSearchIndex(pages.flatMap((page) => pageRecords(page))))),
);
const urls = (query: string) => searchIndex(index, query).map((hit) => hit.url);

describe('indexed fields', () => {
  it('finds an option by the path above its name', () => {
    expect(urls('optimization')[0]).toBe('/plugins/split-chunks-plugin/#optimizationsplitchunks');
  });
  it('finds the pages and sections of a site section by its title', () => {
    expect(urls('guides').sort()).toEqual(['/guides/caching/', '/guides/caching/#hashes']);
  });
});

describe('stored fields', () => {
  it('returns an h3 hit with both of its headings', () => {
    expect(searchIndex(index, 'overlay')[0]).toMatchObject({
      url: '/configuration/dev-server/#devserverclientoverlay',
      type: 'lvl3',
      lvl0: 'Configuration',
      lvl1: 'DevServer',
      lvl2: 'devServer.client',
      lvl3: 'devServer.client.overlay',
      content: 'Shows compiler errors full screen.',
    });
  });
});

describe('search options', () => {
  it('never matches a known word fuzzily: `path` does not find a patch', () => {
    expect(urls('path')).toEqual(['/configuration/output/#outputpath']);
  });
});

describe('OPTION_PATH', () => {
  it('recognises a heading that is a whole dotted option path', () => {
    for (const heading of [
      'output.path',
      'devServer.client.overlay',
      'devServer.http2',
      'node.__filename',
    ]) {
      expect(OPTION_PATH.test(heading), heading).toBe(true);
    }
  });
  it('rejects a heading that only contains an option path, or is not one', () => {
    for (const heading of [
      'Set output.path',
      'output.path is required',
      'output',
      '2.x.y',
      'output.2x',
      'output..path',
      '.output',
    ]) {
      expect(OPTION_PATH.test(heading), heading).toBe(false);
    }
  });
  it('names an option path heading by its last segment, qualified by the rest', () => {
    expect(headingWords('devServer.client.overlay')).toEqual({
      own: 'overlay',
      qualifier: 'devServer client',
    });
    expect(headingWords('Set output.path')).toEqual({ own: 'Set output.path', qualifier: '' });
  });
});

describe('field boosts', () => {
  const sections = [
    ['a', '## Chunks\n\nHow bundles are cut.'],
    ['b', '## chunkLoading\n\nHow bundles are loaded.'],
    ['c', '## How modules end up in chunks\n\nA walk through.'],
    ['d', '## Splitting\n\nChunks, chunks and more chunks.'],
  ].map(([name, body]) => ({
    url: `/guides/${name}/`,
    title: `Guide ${name}`,
    sectionTitle: 'Guides',
    body: `Intro.\n\n${body}`,
  }));
  const boosted = loadSearchIndex(
    JSON.parse(JSON.stringify(buildSearchIndex(sections.flatMap((page) => pageRecords(page))))),
  );

  // The heading fields weigh more than the text, so one mention in a heading beats three in the text.
  it('ranks every heading that names the word above a section that only repeats it', () => {
    const found = searchIndex(boosted, 'chunks').map((hit) => hit.url);
    expect(found).toHaveLength(4);
    expect(found.at(-1)).toBe('/guides/d/#splitting');
  });
});
