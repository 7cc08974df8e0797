/**
 * Every docs page carries a `description` in its frontmatter (issues 7–9: "a one-sentence
 * description for search engines"). The frontmatter schema keeps the field optional because
 * blog posts may go without: their teaser falls back to the post's first paragraph
 * (src/components/blog/blog-list.tsx). Every other page, the blog index included, needs one.
 */
import type { ContentPage } from './reader';
import type { Failure } from '../../src/lib/content/problems';

/** A blog post (not the blog index): the only pages whose description is optional. */
export function descriptionOptional(page: ContentPage): boolean {
  return page.section === 'blog' && page.slug !== 'index';
}

/** Pages that need a description and have none (missing, not a string, or blank). */
export function checkDescriptions(pages: ContentPage[]): Failure[] {
  return pages.flatMap((page) => {
    if (page.error || descriptionOptional(page)) return [];
    const description = page.frontmatter.description;
    if (typeof description === 'string' && description.trim()) return [];
    return [
      {
        file: page.file,
        line: 1,
        reason: 'frontmatter has no description (one sentence for search engines)',
      },
    ];
  });
}
