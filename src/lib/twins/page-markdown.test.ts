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
