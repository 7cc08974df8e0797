import { describe, expect, it } from 'vitest';
import { checkDescriptions } from './descriptions';
import { parsePage } from './reader';

const page = (contentPath: string, frontmatter: string) =>
  parsePage(`content/${contentPath}`, contentPath, `---\n${frontmatter}\n---\n\nBody.\n`);

describe('checkDescriptions', () => {
  it('names each docs page without a description, blank or missing', () => {
    const failures = checkDescriptions([
      page('guides/caching.mdx', 'title: Caching\ndescription: Long-term caching.'),
      page('guides/blank.mdx', "title: Blank\ndescription: '  '"),
      page('api/index.mdx', 'title: API'),
      page('blog/index.mdx', 'title: Blog'),
    ]);
    expect(failures).toEqual([
      {
        file: 'content/guides/blank.mdx',
        line: 1,
        reason: 'frontmatter has no description (one sentence for search engines)',
      },
      expect.objectContaining({ file: 'content/api/index.mdx' }),
      expect.objectContaining({ file: 'content/blog/index.mdx' }),
    ]);
  });

  it('lets blog posts go without: their teaser falls back to the first paragraph', () => {
    expect(checkDescriptions([page('blog/2020-10-10-webpack-5-release.mdx', 'title: v5')])).toEqual(
      [],
    );
  });
});
