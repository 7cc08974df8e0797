import { describe, expect, it } from 'vitest';
import { buildLlmsFullTxt, buildLlmsTxt, llmsSections, type LlmsPage } from './llms-txt';

const site = { name: 'webpack', summary: 'The docs.', origin: 'https://webpack.js.org' };

const pages: LlmsPage[] = [
  { url: '/guides/caching/', title: 'Caching', section: 'guides', slug: 'caching', sort: 2 },
  {
    url: '/concepts/',
    title: 'Concepts',
    section: 'concepts',
    slug: 'index',
    description: 'The ideas.',
  },
  {
    url: '/guides/getting-started/',
    title: 'Getting [Started]',
    section: 'guides',
    slug: 'getting-started',
    sort: 1,
    description: 'First\nsteps.',
  },
  { url: '/glossary/', title: 'Glossary', section: 'glossary', slug: 'glossary' },
  { url: '/license/', title: 'License', section: 'license', slug: 'license' },
];

describe('llmsSections', () => {
  it('groups pages by section in navigation order, other pages last by title', () => {
    expect(
      llmsSections(pages).map((section) => [section.title, section.pages.map((p) => p.url)]),
    ).toEqual([
      ['Concepts', ['/concepts/']],
      ['Guides', ['/guides/getting-started/', '/guides/caching/']],
      ['More', ['/glossary/', '/license/']],
    ]);
  });

  it('lists pages outside sections by title, then by url, whatever order they come in', () => {
    const others: LlmsPage[] = [
      { url: '/zoo/', title: 'Zoo', section: 'zoo', slug: 'zoo' },
      { url: '/same-b/', title: 'Same', section: 'same-b', slug: 'same-b' },
      { url: '/apple/', title: 'Apple', section: 'apple', slug: 'apple' },
      { url: '/same-a/', title: 'Same', section: 'same-a', slug: 'same-a' },
    ];
    expect(llmsSections(others)).toEqual([
      {
        title: 'More',
        pages: [others[2], others[3], others[1], others[0]],
      },
    ]);
  });
});

describe('buildLlmsTxt', () => {
  it('follows the llms.txt convention: H1, summary, sections of linked pages', () => {
    const text = buildLlmsTxt(pages, site);
    expect(text.startsWith('# webpack\n\n> The docs.\n\n')).toBe(true);
    expect(text).toContain(
      '## Concepts\n\n- [Concepts](https://webpack.js.org/concepts/index.md): The ideas.\n',
    );
    expect(text).toContain(
      '## Guides\n\n- [Getting \\[Started\\]](https://webpack.js.org/guides/getting-started/index.md): First steps.\n- [Caching](https://webpack.js.org/guides/caching/index.md)\n',
    );
    expect(text).toContain('## More\n\n- [Glossary](https://webpack.js.org/glossary/index.md)\n');
    expect(text).toContain('https://webpack.js.org/llms-full.txt');
  });

  it('writes a description spread over lines and runs of spaces as one line', () => {
    const text = buildLlmsTxt([{ ...pages[1]!, description: 'The  ideas,\n   in   short.' }], {
      ...site,
      summary: 'The\n\n  docs.',
    });
    expect(text).toContain('\n> The docs.\n');
    expect(text).toContain(
      '- [Concepts](https://webpack.js.org/concepts/index.md): The ideas, in short.\n',
    );
  });
});

describe('buildLlmsFullTxt', () => {
  it('holds every page’s Markdown in index order, separated by rules', () => {
    const text = buildLlmsFullTxt(
      pages,
      site,
      (page) => `# ${page.title}\n\nBody of ${page.url}\n`,
    );
    expect(text.split('\n---\n\n')).toEqual([
      '# webpack\n\n> The docs.\n',
      '# Concepts\n\nBody of /concepts/\n',
      '# Getting [Started]\n\nBody of /guides/getting-started/\n',
      '# Caching\n\nBody of /guides/caching/\n',
      '# Glossary\n\nBody of /glossary/\n',
      '# License\n\nBody of /license/\n',
    ]);
  });
});
