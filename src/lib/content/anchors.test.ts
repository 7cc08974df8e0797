import { describe, expect, it } from 'vitest';
import type { Element, ElementContent, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { extractAnchors, hastAnchors } from './anchors';

describe('extractAnchors', () => {
  it('returns h2 and h3 headings with github-slugger ids, in order', () => {
    const source = [
      '# Title',
      '## output.filename',
      'text',
      '### `output.path`',
      '#### Deep',
      '## Mode: development',
    ].join('\n\n');
    expect(extractAnchors(source)).toEqual([
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'output.path', id: 'outputpath', level: 3 },
      { title: 'Mode: development', id: 'mode-development', level: 2 },
    ]);
  });

  it('gives a heading with a component at either end the id the rendered page has', async () => {
    // The page's ids come from rehype-slug, which reads the text untrimmed: a heading's
    // anchors (search results, the page's table of contents, link checks) must match them.
    const source = '## Usage <Badge />\n\n## <Badge /> Usage\n\n## A `code` heading\n';
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkRehype, { passThrough: ['mdxJsxTextElement', 'mdxJsxFlowElement'] })
      .use(rehypeSlug);
    const rendered = hastAnchors((await processor.run(processor.parse(source))) as Root);
    expect(rendered.map((anchor) => anchor.id)).toEqual(['usage-', '-usage', 'a-code-heading']);
    expect(extractAnchors(source).map((anchor) => anchor.id)).toEqual(
      rendered.map((anchor) => anchor.id),
    );
  });

  it('numbers duplicate headings the way rehype-slug does, counting every level', () => {
    const source = ['# Usage', '## Usage', '### Usage', '#### Options', '## Options'].join('\n\n');
    expect(extractAnchors(source).map((anchor) => anchor.id)).toEqual([
      'usage-1',
      'usage-2',
      'options-1',
    ]);
  });

  it('reads text inside emphasis, links and JSX, and ignores headings in code', () => {
    const source = [
      '## The *entry* [point](/concepts/)',
      '## Badge <span>5.20.0+</span>',
      '```md\n## Not a heading\n```',
    ].join('\n\n');
    expect(extractAnchors(source)).toEqual([
      { title: 'The entry point', id: 'the-entry-point', level: 2 },
      { title: 'Badge 5.20.0+', id: 'badge-5200', level: 2 },
    ]);
  });

  it('returns an empty list for a page without headings', () => {
    expect(extractAnchors('Just a paragraph.')).toEqual([]);
  });

  it('trims the space an empty JSX element leaves in a heading’s title', () => {
    expect(extractAnchors('## Usage <Badge />').map((anchor) => anchor.title)).toEqual(['Usage']);
  });
});

describe('hastAnchors', () => {
  const element = (tagName: string, id: string | undefined, ...children: ElementContent[]) =>
    ({
      type: 'element',
      tagName,
      properties: id === undefined ? {} : { id },
      children,
    }) satisfies Element;
  const text = (value: string) => ({ type: 'text', value }) as const;

  it('reads the rendered h2/h3 ids and trimmed titles, skipping other levels and id-less headings', () => {
    const tree: Root = {
      type: 'root',
      children: [
        element('h1', 'title', text('Title')),
        element('h2', 'usage-', text('Usage '), element('span', undefined)),
        element('div', undefined, element('h3', 'options', element('code', undefined, text('options')))),
        element('h4', 'deep', text('Deep')),
        element('h2', undefined, text('No id')),
      ],
    };
    expect(hastAnchors(tree)).toEqual([
      { title: 'Usage', id: 'usage-', level: 2 },
      { title: 'options', id: 'options', level: 3 },
    ]);
  });
});
