import { siteRecords } from './site-index';

// The real corpus is large: three small pages, listed out of url order, stand in for it.
const pages = [
  {
    url: '/guides/',
    slug: 'index',
    section: 'guides',
    title: 'Guides',
    description: 'Where a newcomer starts.',
  },
  { url: '/concepts/printable/', slug: 'printable', section: 'concepts', title: 'Concepts' },
  { url: '/concepts/', slug: 'index', section: 'concepts', title: 'Concepts' },
];
const bodies: Record<string, string> = {
  '/guides/': '## Getting started\n\nInstall webpack first.',
  '/concepts/printable/': 'Every concept on one page.',
};
vi.mock('../content', () => ({
  allPages: () => pages,
  pageBody: (url: string) => bodies[url],
  sectionTitle: (section: string) => section.toUpperCase(),
}));
vi.mock('../../data/search/messages', () => ({
  CURATED_MESSAGE_DATA: {
    messages: [{ message: 'webpack: command not found', url: '/guides/#getting-started' }],
  },
}));

describe('siteRecords', () => {
  it('indexes every page but the printable one, in url order, with descriptions and messages', () => {
    const records = siteRecords();
    expect(records.map(({ url, text, messages }) => ({ url, text, messages }))).toEqual([
      // A page without a body is still found by its title, with no text of its own.
      { url: '/concepts/', text: '', messages: undefined },
      { url: '/guides/', text: 'Where a newcomer starts.', messages: undefined },
      {
        url: '/guides/#getting-started',
        text: 'Install webpack first.',
        messages: ['webpack: command not found'],
      },
    ]);
    expect(records[0]).toMatchObject({ lvl0: 'CONCEPTS', lvl1: 'Concepts' });
  });
});
