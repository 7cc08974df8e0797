import { describe, expect, it } from 'vitest';
import { allPages, pageBody } from '../content';
import { LLMS_SUMMARY } from '../site';
import { buildTwins, generatedDocs, markdownTwins, twinFiles, type GeneratedDoc } from '.';

const origin = 'https://webpack.js.org';

type DocFields = Omit<GeneratedDoc, 'body' | 'date'> & { date?: string };

/** A generated document as Contentlayer writes it: `date` is `''` when the page has none. */
function doc(fields: DocFields, body = 'Body.\n'): GeneratedDoc {
  return { date: '', ...fields, body: { raw: body } };
}

const zeta = doc({
  url: '/guides/zeta/',
  title: 'Zeta',
  section: 'guides',
  slug: 'zeta',
  sort: 1,
  description: 'Read first.',
  related: [{ title: 'Concepts', url: '/concepts/' }],
});
const alpha = doc({
  url: '/guides/alpha/',
  title: 'Alpha',
  section: 'guides',
  slug: 'alpha',
  sort: 2,
});
const beta = doc({
  url: '/guides/beta/',
  title: 'Beta',
  section: 'guides',
  slug: 'beta',
  sort: 0,
  group: 'Advanced',
  description: '',
  related: [],
});
const olderPost = doc({
  url: '/blog/2020-a/',
  title: 'A post',
  section: 'blog',
  slug: '2020-a',
  date: '2020-01-01',
});
const newerPost = doc({
  url: '/blog/2024-b/',
  title: 'B post',
  section: 'blog',
  slug: '2024-b',
  date: '2024-01-01',
});
const docs = [zeta, alpha, beta, olderPost, newerPost];

const twinOf = (url: string) =>
  buildTwins(docs, origin).find((file) => file.path === `${url}index.md`)?.content;

describe('generatedDocs', () => {
  it('gives every page with the fields the twins use, its MDX body, and "" for no date', () => {
    const pages = allPages();
    const docs = generatedDocs();
    expect(docs.map((doc) => doc.url)).toEqual(pages.map((page) => page.url));
    const dated = pages.find((page) => page.date)!;
    const undated = pages.find((page) => !page.date && page.group && page.related?.length)!;
    for (const page of [dated, undated]) {
      const body = pageBody(page.url)!;
      expect(body.length).toBeGreaterThan(0);
      expect(docs.find((doc) => doc.url === page.url)).toEqual({
        url: page.url,
        title: page.title,
        section: page.section,
        slug: page.slug,
        sort: page.sort,
        group: page.group,
        date: page.date ?? '',
        description: page.description,
        related: page.related,
        body: { raw: body },
      });
    }
    expect(docs.find((doc) => doc.url === undated.url)!.date).toBe('');
  });
});

describe('markdownTwins', () => {
  it('gives each page’s Markdown twin by url, its source resolved on the origin', () => {
    expect(markdownTwins([alpha], origin)).toEqual([
      ['/guides/alpha/', '# Alpha\n\nSource: <https://webpack.js.org/guides/alpha/>\n\nBody.\n'],
    ]);
  });
});

describe('buildTwins', () => {
  it('writes a twin per page, then llms.txt and llms-full.txt', () => {
    expect(buildTwins(docs, origin).map((file) => file.path)).toEqual([
      '/guides/zeta/index.md',
      '/guides/alpha/index.md',
      '/guides/beta/index.md',
      '/blog/2020-a/index.md',
      '/blog/2024-b/index.md',
      '/llms.txt',
      '/llms-full.txt',
    ]);
  });

  it('puts a page’s description and Further Reading in its twin only when it has them', () => {
    expect(twinOf('/guides/zeta/')).toBe(
      [
        '# Zeta',
        '',
        '> Read first.',
        '',
        'Source: <https://webpack.js.org/guides/zeta/>',
        '',
        'Body.',
        '',
        '## Further Reading',
        '',
        '- [Concepts](https://webpack.js.org/concepts/)',
        '',
      ].join('\n'),
    );
    expect(twinOf('/guides/beta/')).toBe(
      '# Beta\n\nSource: <https://webpack.js.org/guides/beta/>\n\nBody.\n',
    );
  });

  it('lists pages in llms.txt in sidebar order: sort, groups after ungrouped pages, posts newest first', () => {
    const llms = buildTwins(docs, origin).find((file) => file.path === '/llms.txt')!.content;
    expect(llms.startsWith(`# webpack\n\n> ${LLMS_SUMMARY}\n\n`)).toBe(true);
    expect(llms.split('\n').filter((line) => /^(##|-) /.test(line))).toEqual([
      '## Guides',
      '- [Zeta](https://webpack.js.org/guides/zeta/index.md): Read first.',
      '- [Alpha](https://webpack.js.org/guides/alpha/index.md)',
      '- [Beta](https://webpack.js.org/guides/beta/index.md)',
      '## Blog',
      '- [B post](https://webpack.js.org/blog/2024-b/index.md)',
      '- [A post](https://webpack.js.org/blog/2020-a/index.md)',
    ]);
  });

  it('holds every twin in llms-full.txt, in llms.txt order', () => {
    const files = buildTwins(docs, origin);
    const content = (path: string) => files.find((file) => file.path === path)!.content;
    expect(content('/llms-full.txt').split('\n---\n\n')).toEqual([
      `# webpack\n\n> ${LLMS_SUMMARY}\n`,
      content('/guides/zeta/index.md'),
      content('/guides/alpha/index.md'),
      content('/guides/beta/index.md'),
      content('/blog/2024-b/index.md'),
      content('/blog/2020-a/index.md'),
    ]);
  });
});

describe('twinFiles', () => {
  it('writes the Markdown it is given (the build’s cached twins) for each page', () => {
    const markdown = new Map(docs.map((doc) => [doc.url, `Twin of ${doc.url}\n`]));
    const files = twinFiles(docs, markdown, origin);
    expect(files.find((file) => file.path === '/guides/alpha/index.md')?.content).toBe(
      'Twin of /guides/alpha/\n',
    );
    expect(files.at(-1)?.content).toContain('\n---\n\nTwin of /blog/2024-b/\n');
  });

  it('fails naming the page whose Markdown is missing', () => {
    const markdown = new Map(markdownTwins([alpha, beta], origin));
    expect(() => twinFiles([alpha, zeta, beta], markdown, origin)).toThrow(
      'twins: no Markdown for /guides/zeta/',
    );
  });
});
