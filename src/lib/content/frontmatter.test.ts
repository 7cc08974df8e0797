import { describe, expect, it } from 'vitest';
import {
  FRONTMATTER_FIELDS,
  FrontmatterError,
  frontmatterSchema,
  pickFrontmatter,
  validateFrontmatter,
} from './frontmatter';

const FILE = 'content/guides/example.mdx';

function messageOf(data: Record<string, unknown>): string {
  try {
    validateFrontmatter(FILE, data);
  } catch (error) {
    expect(error).toBeInstanceOf(FrontmatterError);
    return (error as Error).message;
  }
  throw new Error('expected the frontmatter to be rejected');
}

describe('validateFrontmatter', () => {
  it('accepts a complete, valid frontmatter and returns it typed', () => {
    const data = {
      title: 'Output',
      sort: 3,
      description: 'How webpack writes bundles.',
      group: '-',
      contributors: ['sokra', 'evenstensberg', 'a-b'],
      related: [{ title: 'Entry', url: '/configuration/entry-context/#entry' }],
      edit: 'https://github.com/webpack/webpack.js.org/edit/main/content/x.mdx',
      source: 'https://github.com/webpack/webpack/blob/main/README.md',
      repo: 'https://github.com/webpack/css-loader',
      thirdParty: true,
      verifiedWith: '5.102.1',
    };
    expect(validateFrontmatter(FILE, data)).toEqual(data);
  });

  it('accepts the minimal frontmatter: a title', () => {
    expect(validateFrontmatter(FILE, { title: 'A' })).toEqual({ title: 'A' });
  });

  it.each([
    [{}, '"title" is required and must be a string'],
    [{ title: 12 }, '"title" is required and must be a string'],
    [{ title: '  ' }, '"title" must not be empty'],
    [{ title: 'A', description: '' }, '"description" must not be empty'],
    [{ title: 'A', description: ' \n ' }, '"description" must not be empty'],
    [{ title: 'A', group: ' ' }, '"group" must not be empty'],
    [{ title: 'A', related: [{ title: ' ', url: '/a/' }] }, '"related.0.title" must not be empty'],
    [{ title: 'A', sort: 'first' }, '"sort" must be a number'],
    [{ title: 'A', sort: Number.POSITIVE_INFINITY }, '"sort"'],
    [{ title: 'A', thirdParty: 'yes' }, '"thirdParty" must be a boolean'],
    [{ title: 'A', colour: 'blue' }, '"colour" is not a known field'],
    [
      { title: 'A', related: [{ title: 'X', url: 'https://example.com/' }] },
      '"related.0.url" must be a site path',
    ],
    [
      { title: 'A', related: [{ title: 'X', url: '/concepts' }] },
      '"related.0.url" must be a site path',
    ],
    [
      { title: 'A', related: [{ title: 'X', url: '/a/', extra: 1 }] },
      '"related.0.extra" is not a known field',
    ],
    [{ title: 'A', related: 'nope' }, '"related" must be a list of {title, url} links'],
    [
      { title: 'A', contributors: ['good', 'bad handle!'] },
      '"contributors.1" must be a GitHub handle',
    ],
    [{ title: 'A', contributors: ['-leading'] }, '"contributors.0" must be a GitHub handle'],
    [{ title: 'A', contributors: ['double--hyphen'] }, '"contributors.0" must be a GitHub handle'],
    [{ title: 'A', contributors: 'sokra' }, '"contributors" must be a list of GitHub handles'],
    [{ title: 'A', repo: 'github.com/webpack/webpack' }, '"repo" must be an http(s) URL'],
    [{ title: 'A', edit: 42 }, '"edit" must be a string'],
    [{ title: 'A', verifiedWith: '^5.102.0' }, '"verifiedWith" must be a webpack version'],
    [{ title: 'A', verifiedWith: '5.102' }, '"verifiedWith" must be a webpack version'],
    [{ title: 'A', verifiedWith: 5.1 }, '"verifiedWith" must be a string (quote it in YAML)'],
    [{ title: 'A', verifiedWith: '5.102.1-beta.1' }, '"verifiedWith" must be a webpack version'],
    [{ title: 'A', description: 12 }, '"description" must be a string'],
    [{ title: 'A', related: [{ title: 'X', url: 3 }] }, '"related.0.url" must be a string'],
    [{ title: 'A', related: ['Entry'] }, '"related.0" must be an object with a title and a url'],
    [{ title: 'A', contributors: [42] }, '"contributors.0" must be a string'],
    [{ title: 'A', source: 'see https://example.com/' }, '"source" must be an http(s) URL'],
    [{ title: 'A', edit: 'https://example.com/a b.mdx' }, '"edit" must be an http(s) URL'],
  ])('rejects %j naming the file, the field and the reason', (data, expected) => {
    const message = messageOf(data);
    expect(message).toContain(FILE);
    expect(message).toContain(expected);
  });

  it('accepts plain http links, a site path without an anchor and a many-digit major', () => {
    const data = {
      title: 'A',
      source: 'http://example.com/readme',
      related: [{ title: 'Concepts', url: '/concepts/' }],
      verifiedWith: '10.0.0',
    };
    expect(validateFrontmatter(FILE, data)).toEqual(data);
  });

  it('names its error FrontmatterError, so the build log says what broke', () => {
    expect(() => validateFrontmatter(FILE, {})).toThrow(
      expect.objectContaining({ name: 'FrontmatterError' }),
    );
  });

  it('blames the whole frontmatter when it is not a mapping of fields', () => {
    expect(messageOf(['title: A'] as unknown as Record<string, unknown>)).toMatch(
      /^content\/guides\/example\.mdx: frontmatter field "\(root\)" \S/,
    );
  });

  it('reports every failing field, one line each', () => {
    const message = messageOf({ title: 'A', sort: 'x', thirdParty: 1 });
    expect(message.split('\n')).toEqual([
      `${FILE}: frontmatter field "sort" must be a number`,
      `${FILE}: frontmatter field "thirdParty" must be a boolean`,
    ]);
  });
});

describe('the one definition of the frontmatter', () => {
  it('lists the schema fields in order, and Contentlayer reads exactly those', async () => {
    expect(FRONTMATTER_FIELDS).toEqual(Object.keys(frontmatterSchema.shape));
    const { Doc } = await import('../../../contentlayer.config');
    const fields = (Doc.def() as { fields: Record<string, unknown> }).fields;
    expect(Object.keys(fields)).toEqual(FRONTMATTER_FIELDS);
  });

  it('picks the present frontmatter fields of a document, in schema order', () => {
    const doc = { url: '/x/', verifiedWith: '5.1.0', title: 'X', body: {}, description: undefined };
    expect(Object.entries(pickFrontmatter(doc))).toEqual([
      ['title', 'X'],
      ['verifiedWith', '5.1.0'],
    ]);
  });
});
