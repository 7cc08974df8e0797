/**
 * A page's Markdown twin: its title as H1, its description as a quote, where it lives, the
 * body converted from MDX, and its Further Reading links. Frontmatter never appears.
 */
import type { Root, RootContent } from 'mdast';
import { markdownTree, stringifyMarkdown, type MarkdownOptions } from './mdx-to-markdown';

/** What a twin is made of: the page's frontmatter facts and its MDX body. */
export interface TwinPage {
  url: string;
  title: string;
  description?: string;
  related?: readonly { title: string; url: string }[];
  /** The MDX body without frontmatter. */
  body: string;
}

/** The Markdown twin of one page. */
export function pageMarkdown(page: TwinPage, options: MarkdownOptions): string {
  const reference = page.url.startsWith('/configuration/');
  const body = markdownTree(
    page.body,
    reference ? { ...options, referencePage: page.url } : options,
  );
  const head: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] },
  ];
  if (page.description) {
    head.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }],
    });
  }
  const url = `${options.origin}${page.url}`;
  head.push({
    type: 'paragraph',
    children: [
      { type: 'text', value: 'Source: ' },
      { type: 'link', url, children: [{ type: 'text', value: url }] },
    ],
  });
  const tail: RootContent[] = page.related?.length
    ? [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Further Reading' }] },
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: page.related.map((link) => ({
            type: 'listItem',
            spread: false,
            children: [
              {
                type: 'paragraph',
                children: [
                  {
                    type: 'link',
                    url: link.url.startsWith('/') ? `${options.origin}${link.url}` : link.url,
                    children: [{ type: 'text', value: link.title }],
                  },
                ],
              },
            ],
          })),
        },
      ]
    : [];
  const tree: Root = { type: 'root', children: [...head, ...body.children, ...tail] };
  return stringifyMarkdown(tree);
}
