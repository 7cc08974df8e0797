import { describe, expect, it } from 'vitest';
import { checkPageSource } from './page-check';
import { formatProblem } from '../../src/lib/content/problems';

const HEAD = '---\ntitle: A page\ndescription: One sentence about it.\n';

async function problems(source: string, contentPath = 'guides/a.mdx'): Promise<string[]> {
  const { failures } = await checkPageSource(`content/${contentPath}`, contentPath, source);
  return failures.map(formatProblem);
}

describe('checkPageSource', () => {
  it('finds nothing wrong in a good page, components and config syntaxes included', async () => {
    const body =
      '<Tip>Hi</Tip>\n\n```js title="webpack.config.js" syntaxes\nmodule.exports = {};\n```\n';
    expect(await problems(`${HEAD}---\n\n${body}`)).toEqual([]);
  });

  it('puts a frontmatter problem at the field, one line per field', async () => {
    expect(await problems(`${HEAD}sort: first\ncolour: red\nshade: dark\n---\n\nText.\n`)).toEqual([
      'content/guides/a.mdx:4:1: frontmatter field "sort" must be a number',
      'content/guides/a.mdx:5:1: frontmatter field "colour" is not a known field',
      'content/guides/a.mdx:6:1: frontmatter field "shade" is not a known field',
    ]);
  });

  it('locates a YAML error in the file', async () => {
    expect(await problems('---\ntitle: A\nsort: [1\n---\n\nText.\n')).toEqual([
      'content/guides/a.mdx:3:9: frontmatter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ]);
  });

  it('locates an MDX syntax error in the file, frontmatter lines counted', async () => {
    const [line] = await problems(`${HEAD}---\n\nOne\n\nTwo <b.\n`);
    expect(line).toMatch(
      /^content\/guides\/a\.mdx:8:8: MDX does not parse: Unexpected end of file/,
    );
  });

  it('locates an unknown component', async () => {
    expect(await problems(`${HEAD}---\n\nText\n\n<Note>x</Note>\n`)).toEqual([
      'content/guides/a.mdx:8:1: unknown MDX component <Note>: a page may use <Badge>, <Callout>, <Tip>, <Warning>',
    ]);
  });

  it('locates a config block the syntaxes step cannot rewrite, inside the block', async () => {
    const block = '```js syntaxes\nmodule.exports = {\n  a: require(x),\n};\n```\n';
    expect(await problems(`${HEAD}---\n\n${block}`)).toEqual([
      'content/guides/a.mdx:8:6: config block flagged "syntaxes" cannot be rewritten: line 2: require() is only supported in top-level `const x = require(…)`',
    ]);
  });

  it('reports a page without a description and a code block that does not parse', async () => {
    expect(await problems('---\ntitle: A\n---\n\n```json\n{ "a": }\n```\n')).toEqual([
      'content/guides/a.mdx:1:1: frontmatter has no description (one sentence for search engines)',
      expect.stringMatching(/^content\/guides\/a\.mdx:6:1: json block does not parse/),
    ]);
  });

  it('reports an unusable file name and stops there', async () => {
    expect(await problems(`${HEAD}---\n`, 'guides/Bad Name.mdx')).toEqual([
      'content/guides/Bad Name.mdx:1:1: guides/Bad Name.mdx: file name must be lowercase path segments ending in .md or .mdx',
    ]);
  });

  it('keeps what the cross-page checks need: links, anchors, code blocks', async () => {
    const { page } = await checkPageSource(
      'content/guides/a.mdx',
      'guides/a.mdx',
      `${HEAD}---\n\n## Setup\n\nSee [caching](/guides/caching/#hashes).\n`,
    );
    expect(page.anchors).toEqual(['setup']);
    expect(page.links).toEqual([
      { url: '/guides/caching/#hashes', line: 8, column: 5, kind: 'markdown' },
    ]);
  });
});
