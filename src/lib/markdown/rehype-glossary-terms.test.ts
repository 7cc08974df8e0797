import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
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

/** Runs the plugin on a hast tree (as MDX hands it over, components included), in place. */
function mark(tree: Root, options: Parameters<typeof rehypeGlossaryTerms>[0] = { terms }): Root {
  rehypeGlossaryTerms(options)(tree, {
    data: { rawDocumentData: { sourceFilePath: 'guides/example.mdx' } },
  });
  return tree;
}

const markHtml = (html: string) => toHtml(mark(fromHtml(html, { fragment: true })));

/** A parent's children as text pieces, a marked term as [term]. */
function pieces(children: ElementContent[]): string[] {
  return children.map((child) => {
    if (child.type === 'text') return child.value;
    const link = child.type === 'element' ? child.children.at(-1) : undefined;
    const text = link?.type === 'element' ? link.children[0] : undefined;
    return text?.type === 'text' ? `[${text.value}]` : child.type;
  });
}

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

  it.each([
    'button',
    'figcaption',
    'figure',
    'h1',
    'h3',
    'h4',
    'h5',
    'h6',
    'kbd',
    'pre',
    'script',
    'style',
  ])('leaves the text of <%s> alone and marks the prose after it', (tag) => {
    const html = markHtml(`<${tag}>A chunk</${tag}><p>A chunk.</p>`);
    expect(html).toContain(`<${tag}>A chunk</${tag}>`);
    expect(marked(html)).toEqual([['chunk', '/glossary/#chunk']]);
  });

  it('leaves the text inside an inline SVG alone', () => {
    const html = markHtml('<svg><text>A chunk</text></svg><p>A chunk.</p>');
    expect(html).toContain('<text>A chunk</text>');
    expect(marked(html)).toEqual([['chunk', '/glossary/#chunk']]);
  });

  it('keeps the text around each term, with no empty pieces and no sibling skipped', () => {
    const paragraph = (html: string) =>
      (mark(fromHtml(html, { fragment: true })).children[0] as { children: ElementContent[] })
        .children;
    expect(pieces(paragraph('<p>A chunk and a loader.</p>'))).toEqual([
      'A ',
      '[chunk]',
      ' and a ',
      '[loader]',
      '.',
    ]);
    // Terms at the very start and end of a text, and an element right after the text.
    const second = paragraph('<p>Code splitting, then <em>a chunk</em></p>');
    expect(pieces(second)).toEqual(['[Code splitting]', ', then ', 'element']);
    const em = second[2];
    expect(em?.type === 'element' && pieces(em.children)).toEqual(['a ', '[chunk]']);
  });

  it('marks prose inside block components (callouts), not inside inline ones or comments', () => {
    const text = (value: string) => ({ type: 'text' as const, value });
    const tree = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            { type: 'comment', value: ' a chunk ' },
            {
              type: 'mdxJsxTextElement',
              name: 'Badge',
              attributes: [],
              children: [text('loader')],
            },
            text(' Intro.'),
          ],
        },
        {
          type: 'mdxJsxFlowElement',
          name: 'Tip',
          attributes: [],
          children: [
            {
              type: 'element',
              tagName: 'p',
              properties: {},
              children: [text('A chunk and a loader.')],
            },
          ],
        },
      ],
    } as unknown as Root;
    mark(tree);
    const [intro, tip] = tree.children as unknown as { children: ElementContent[] }[];
    expect(pieces(intro!.children)).toEqual(['comment', 'mdxJsxTextElement', ' Intro.']);
    const tipParagraph = tip!.children[0] as { children: ElementContent[] };
    expect(pieces(tipParagraph.children)).toEqual(['A ', '[chunk]', ' and a ', '[loader]', '.']);
  });

  it('reads the glossary of the content folder given, else of CONTENT_DIR, else of content/', () => {
    const root = mkdtempSync(join(tmpdir(), 'glossary-terms-'));
    const saved = process.env.CONTENT_DIR;
    try {
      writeFileSync(join(root, 'glossary.mdx'), '## Quuxifier\n\nA made-up term.\n');
      const html = '<p>A quuxifier and a chunk.</p>';
      expect(
        marked(toHtml(mark(fromHtml(html, { fragment: true }), { contentDir: root }))),
      ).toEqual([['quuxifier', '/glossary/#quuxifier']]);
      process.env.CONTENT_DIR = root;
      expect(marked(toHtml(mark(fromHtml(html, { fragment: true }), {})))).toEqual([
        ['quuxifier', '/glossary/#quuxifier'],
      ]);
      delete process.env.CONTENT_DIR;
      expect(marked(toHtml(mark(fromHtml(html, { fragment: true }), {})))).toEqual([
        ['chunk', '/glossary/#chunk'],
      ]);
    } finally {
      if (saved === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = saved;
      rmSync(root, { recursive: true, force: true });
    }
  });
});
