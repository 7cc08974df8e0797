import { expandAnchors, sectionAnchors } from './sidebar-anchors';
import type { NavGroup } from './navigation';

const groups: NavGroup[] = [
  {
    pages: [
      { url: '/api/', title: 'API', section: 'api', slug: 'index', anchors: [] },
      {
        url: '/api/cli/',
        title: 'CLI',
        section: 'api',
        slug: 'cli',
        anchors: [
          { id: 'commands', title: 'Commands', level: 2 },
          { id: 'build', title: 'build', level: 3 },
        ],
      },
    ],
  },
  {
    title: 'Hooks',
    pages: [
      {
        url: '/api/compiler-hooks/',
        title: 'Compiler Hooks',
        section: 'api',
        slug: 'compiler-hooks',
        anchors: [{ id: 'run', title: 'run', level: 2 }],
      },
    ],
  },
];

describe('sectionAnchors', () => {
  it('keys every page with anchors by url, compactly, and skips pages without', () => {
    expect(sectionAnchors(groups)).toEqual({
      '/api/cli/': [
        ['commands', 'Commands', 2],
        ['build', 'build', 3],
      ],
      '/api/compiler-hooks/': [['run', 'run', 2]],
    });
  });

  it('round-trips through expandAnchors, and an unknown page has none', () => {
    const compact = sectionAnchors(groups);
    expect(expandAnchors(compact, '/api/cli/')).toEqual(groups[0]!.pages[1]!.anchors);
    expect(expandAnchors(compact, '/api/nope/')).toEqual([]);
  });
});
