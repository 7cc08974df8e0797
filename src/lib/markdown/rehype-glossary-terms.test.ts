import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { GlossaryTerm } from './glossary/glossary-terms';
import { rehypeGlossaryTerms } from './rehype-glossary-terms';

const terms: GlossaryTerm[] = [
  { term: 'Chunk', href: '/glossary/#chunk', definition: 'A group of modules.' },
  { term: 'Code splitting', href: '/glossary/#code-splitting', definition: 'Loading on demand.' },
  { term: 'Loader', href: '/glossary/#loader', definition: 'A transform.' },
];

async function render(markdown: string, sourceFilePath = 'guides/example.mdx') {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeGlossaryTerms, { terms })
    .use(rehypeStringify)
    .process({
      value: markdown,
      data: { rawDocumentData: { sourceFilePath, flattenedPath: 'guides/example' } },
    });
  return String(file);
}

const marked = (html: string) =>
  Array.from(html.matchAll(/<a href="([^"]+)" class="glossary-term"[^>]*>([^<]+)<\/a>/g), (m) => [
    m[2],
    m[1],
  ]);

describe('rehypeGlossaryTerms', () => {
  it('marks the first use of each term only, the longest term first', async () => {
    const html = await render('Code splitting makes chunks. Each chunk is a file.\n\nMore chunks.');
    expect(marked(html)).toEqual([
      ['Code splitting', '/glossary/#code-splitting'],
      ['chunks', '/glossary/#chunk'],
    ]);
  });

  it('describes the link by a tooltip with the definition', async () => {
    const html = await render('A chunk.');
    expect(html).toContain(
      '<span class="tip" role="tooltip" id="gt-guides-example-1"><span class="tip-title">Chunk</span>' +
        '<span class="tip-line">A group of modules.</span></span>' +
        '<a href="/glossary/#chunk" class="glossary-term" aria-describedby="gt-guides-example-1">chunk</a>',
    );
  });

  it('leaves headings, code, links and code blocks alone', async () => {
    const html = await render(
      '## Chunk\n\n`chunk` and [a chunk](/x/)\n\n```js\nchunk\n```\n\nThen a loader and a chunk.',
    );
    expect(marked(html)).toEqual([
      ['loader', '/glossary/#loader'],
      ['chunk', '/glossary/#chunk'],
    ]);
    expect(html).toContain('<h2>Chunk</h2>');
  });

  it('does not mark the glossary page itself', async () => {
    expect(marked(await render('A chunk.', 'glossary.mdx'))).toEqual([]);
  });

  it('marks first uses on every page when one processor handles several, as the worker pool does', async () => {
    const processor = unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeGlossaryTerms, { terms })
      .use(rehypeStringify);
    const page = (name: string) =>
      processor
        .process({
          value: 'A chunk and a loader.',
          data: {
            rawDocumentData: {
              sourceFilePath: `guides/${name}.mdx`,
              flattenedPath: `guides/${name}`,
            },
          },
        })
        .then(String);
    const first = await page('one');
    const second = await page('two');
    expect(marked(first)).toEqual([
      ['chunk', '/glossary/#chunk'],
      ['loader', '/glossary/#loader'],
    ]);
    expect(marked(second)).toEqual(marked(first));
    // Tooltip ids start again on each page, under its own prefix.
    expect(second).toContain('id="gt-guides-two-1"');
  });
});
