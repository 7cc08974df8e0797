import { describe, expect, it } from 'vitest';
import { pageMarkdown } from './page-markdown';

describe('pageMarkdown', () => {
  it('puts the title as H1, the description, the source address, the body and Further Reading', () => {
    const markdown = pageMarkdown(
      {
        url: '/concepts/entry-points/',
        title: 'Entry points',
        description: 'Where webpack starts.',
        related: [
          { title: 'Entry and context', url: '/configuration/entry-context/' },
          { title: 'Elsewhere', url: 'https://example.org/' },
        ],
        body: '## The default entry\n\nIt is `./src`.\n',
      },
      { origin: 'https://webpack.js.org' },
    );
    expect(markdown).toBe(
      [
        '# Entry points',
        '',
        '> Where webpack starts.',
        '',
        'Source: <https://webpack.js.org/concepts/entry-points/>',
        '',
        '## The default entry',
        '',
        'It is `./src`.',
        '',
        '## Further Reading',
        '',
        '- [Entry and context](https://webpack.js.org/configuration/entry-context/)',
        '- [Elsewhere](https://example.org/)',
        '',
      ].join('\n'),
    );
  });

  it('never shows frontmatter, and needs no description', () => {
    const markdown = pageMarkdown(
      { url: '/glossary/', title: 'Glossary', body: 'Words.\n' },
      { origin: 'https://example.org' },
    );
    expect(markdown).toBe('# Glossary\n\nSource: <https://example.org/glossary/>\n\nWords.\n');
  });
});

describe('since badges in the twins of reference pages', () => {
  const body = '## output.clean\n\n`boolean`\n\nRemoves old files.\n';
  const twin = (url: string) =>
    pageMarkdown({ url, title: 'Output', body }, { origin: 'https://webpack.js.org' });

  it('carry the badge the HTML page shows, from the release data', () => {
    expect(twin('/configuration/output/')).toContain('## output.clean\n\n`boolean`\n\n(5.20.0+)\n');
  });

  it('leave other pages as written', () => {
    expect(twin('/guides/output/')).not.toContain('5.20.0+');
  });
});
