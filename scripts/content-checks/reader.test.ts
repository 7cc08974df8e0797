import { describe, expect, it } from 'vitest';
import { parsePage, type HeadingSection } from './reader';

const source = [
  '---',
  'title: Output',
  'related:',
  '  - title: Mode',
  '    url: /configuration/mode/',
  '---',
  '',
  'Intro with a [link](/concepts/#entry).',
  '',
  '## output.filename',
  '',
  '```js title="webpack.config.js" {2}',
  'module.exports = {};',
  '```',
  '',
  '<Tip>See <a href="/guides/caching/">caching</a>.</Tip>',
  '',
  '```JSON',
  '{}',
  '```',
  '',
].join('\n');

describe('parsePage', () => {
  const page = parsePage('content/configuration/output.mdx', 'configuration/output.mdx', source);

  it('locates the page like the site does', () => {
    expect(page).toMatchObject({
      url: '/configuration/output/',
      section: 'configuration',
      slug: 'output',
      frontmatter: { title: 'Output' },
    });
    expect(page.error).toBeUndefined();
  });

  it('extracts code blocks with language, title, meta and the line of the fence in the file', () => {
    expect(page.codeBlocks).toEqual([
      {
        lang: 'js',
        title: 'webpack.config.js',
        meta: 'title="webpack.config.js" {2}',
        line: 12,
        code: 'module.exports = {};',
      },
      { lang: 'json', line: 18, code: '{}' },
    ]);
  });

  it('extracts Markdown, JSX and frontmatter links with their lines and columns', () => {
    expect(page.links).toEqual([
      { url: '/configuration/mode/', line: 5, column: 10, kind: 'related' },
      { url: '/concepts/#entry', line: 8, column: 14, kind: 'markdown' },
      { url: '/guides/caching/', line: 16, column: 10, kind: 'jsx' },
    ]);
  });

  it('lists anchors with the site ids and counts prose words', () => {
    expect(page.anchors).toEqual(['outputfilename']);
    // Intro with a link (4), output.filename (1), See caching (2).
    expect(page.words).toBe(7);
  });

  it('summarises each heading section: type line, default line, example', () => {
    const entry = parsePage(
      'content/configuration/output.mdx',
      'configuration/output.mdx',
      [
        '## output',
        '',
        '`object`',
        '',
        '### output.path',
        '',
        '`string`',
        '',
        "Default: `path.resolve(process.cwd(), 'dist')`",
        '',
        '```js',
        'module.exports = {};',
        '```',
        '',
        '### output.clean',
        '',
        'No type, no default, no example.',
      ].join('\n'),
    );
    const summary = (section: HeadingSection) => {
      const rest: Partial<HeadingSection> = { ...section };
      delete rest.paragraphs;
      return rest;
    };
    expect(entry.sections.map(summary)).toEqual([
      {
        id: 'output',
        title: 'output',
        level: 2,
        line: 1,
        hasType: true,
        hasDefault: false,
        hasExample: true,
      },
      {
        id: 'outputpath',
        title: 'output.path',
        level: 3,
        line: 5,
        hasType: true,
        hasDefault: true,
        hasExample: true,
      },
      {
        id: 'outputclean',
        title: 'output.clean',
        level: 3,
        line: 15,
        hasType: false,
        hasDefault: false,
        hasExample: false,
      },
    ]);
    // Paragraphs up to the next heading of any level, with their inline code.
    expect(entry.sections[0]!.paragraphs).toEqual([
      { line: 3, text: 'object', lead: '', codes: ['object'] },
    ]);
    expect(entry.sections[1]!.paragraphs).toEqual([
      { line: 7, text: 'string', lead: '', codes: ['string'] },
      {
        line: 9,
        text: "Default: path.resolve(process.cwd(), 'dist')",
        lead: 'Default: ',
        codes: ["path.resolve(process.cwd(), 'dist')"],
      },
    ]);
    expect(entry.sections[2]!.paragraphs).toEqual([
      {
        line: 17,
        text: 'No type, no default, no example.',
        lead: 'No type, no default, no example.',
        codes: [],
      },
    ]);
  });

  it('reports an MDX syntax error with its line in the file instead of throwing', () => {
    const broken = parsePage(
      'content/guides/x.mdx',
      'guides/x.mdx',
      '---\ntitle: X\n---\n\nfine\n\n<Tip>never closed\n',
    );
    expect(broken.error?.line).toBeGreaterThanOrEqual(7);
    expect(broken.error?.reason).toMatch(/^MDX does not parse: /);
  });

  it('reports a file name the site cannot serve', () => {
    expect(parsePage('content/Guides/X.mdx', 'Guides/X.mdx', '').error?.reason).toMatch(
      /lowercase/,
    );
  });
});
