import { buildSearchIndex } from './build';
import { coverage, queryWords } from './coverage';
import { loadSearchIndex, NAME_PART_WEIGHT, searchIndex, termOptions } from './query';
import { pageRecords } from './records';

// Small pages in the shape of the real ones, each built to show one cause of a miss.
const pages = [
  {
    url: '/api/compiler-hooks/',
    title: 'Compiler Hooks',
    sectionTitle: 'API',
    body: '## make\n\nCalled when webpack starts a compilation.\n\n## server\n\nThe server in use.',
  },
  {
    url: '/concepts/targets/',
    title: 'Targets',
    sectionTitle: 'Concepts',
    body: '## Available targets\n\nWhere webpack output runs: browsers and Node.js.',
  },
  {
    url: '/guides/shimming/',
    title: 'Shimming',
    sectionTitle: 'Guides',
    body: 'Some libraries expect globals. Provide jQuery to each module that uses it, and make it a global only where you must.',
  },
  {
    url: '/guides/output-management/',
    title: 'Output Management',
    sectionTitle: 'Guides',
    body: '## Cleaning the output folder\n\nClean the output folder before each webpack build.\n\n## The output folder\n\nWhere files go; clean it by hand.',
  },
  {
    url: '/configuration/output/',
    title: 'Output',
    sectionTitle: 'Configuration',
    body: '## output.clean\n\nCleans the output folder before webpack emits.',
  },
];
const index = loadSearchIndex(
  JSON.parse(JSON.stringify(buildSearchIndex(pages.flatMap((page) => pageRecords(page))))),
);
const urls = (query: string) => searchIndex(index, query).map((hit) => hit.url);

describe('what readers type', () => {
  it('expands only the last word as a prefix: the earlier ones are finished', () => {
    // `serve` (stem `serv`) is the start of `server`; the reader wrote `serve`.
    expect(urls('serve pages')).not.toContain('/api/compiler-hooks/#server');
    expect(urls('pages serve')).toContain('/api/compiler-hooks/#server');
  });
  it('weighs the parts of a name less than the whole name, which the index keeps too', () => {
    const { boostTerm, prefix } = termOptions('webpack-merge config');
    expect(boostTerm('webpack-merge')).toBe(1);
    expect(boostTerm('merg')).toBe(NAME_PART_WEIGHT);
    expect(boostTerm('config')).toBe(1);
    // Written apart, the words are the reader's own and count in full.
    expect(termOptions('webpack merge').boostTerm('merg')).toBe(1);
    expect([prefix('merg'), prefix('config')]).toEqual([false, true]);
  });
  it('ranks the section that answers every word above a heading that is one of them', () => {
    expect(urls('make jquery available everywhere')[0]).toBe('/guides/shimming/');
  });
  it('puts several pages in the best five before a page’s further sections', () => {
    const top = urls('clean output folder').slice(0, 2);
    expect(top).toContain('/configuration/output/#outputclean');
    expect(new Set(top.map((url) => url.split('#')[0])).size).toBe(2);
  });
});

describe('coverage', () => {
  it('counts the words a record answers, by term, synonym or the prefix being typed', () => {
    const words = queryWords('hot reload jque');
    expect(words.count).toBe(3);
    expect(coverage(['hot'], words)).toBeCloseTo(1 / 3);
    // "hot reload" is a synonym of "hmr": the record that says `hmr` answers both words.
    expect(coverage(['hmr'], words)).toBeCloseTo(2 / 3);
    expect(coverage(['hmr', 'jquery'], words)).toBe(1);
    expect(coverage(['anything'], queryWords('make'))).toBe(1);
  });
  it('leaves stop words out of the words a record must answer', () => {
    const words = queryWords('how to clean the output');
    expect(words.count).toBe(2);
    expect(coverage(['clean', 'output'], words)).toBe(1);
  });
  it('reads the last word from 3 letters, and 2-letter words, as prefixes; finished words whole', () => {
    // `serve` is finished: a record about a `server` does not answer it.
    expect(coverage(['server', 'page'], queryWords('serve pages'))).toBe(1 / 2);
    expect(coverage(['server', 'page'], queryWords('pages serve'))).toBe(1);
    // A 2-letter word is too short to be whole, wherever it stands.
    expect(coverage(['json', 'loader'], queryWords('js loader'))).toBe(1);
    expect(coverage(['output', 'config'], queryWords('output con'))).toBe(1);
    // One letter being typed would stand for too many words.
    expect(coverage(['loader', 'xml'], queryWords('loader x'))).toBe(1 / 2);
    expect(queryWords('js serve con').prefixes).toEqual([
      ['js', 0],
      ['con', 2],
    ]);
  });
});
