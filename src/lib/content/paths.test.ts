import { describe, expect, it } from 'vitest';
import { locate } from './paths';

describe('locate', () => {
  it('maps a section page to its url', () => {
    expect(locate('configuration/output.mdx')).toEqual({
      url: '/configuration/output/',
      section: 'configuration',
      slug: 'output',
      name: 'output',
      extension: '.mdx',
    });
  });

  it('maps a section index to the section url', () => {
    expect(locate('concepts/index.mdx')).toMatchObject({
      url: '/concepts/',
      section: 'concepts',
      slug: 'index',
    });
  });

  it('maps a top-level page to its own section', () => {
    expect(locate('glossary.md')).toMatchObject({
      url: '/glossary/',
      section: 'glossary',
      slug: 'glossary',
      extension: '.md',
    });
  });

  it('keeps deeper folders and reads a date from a dated file name', () => {
    expect(locate('blog/2020-10-10-webpack-5-release.mdx')).toMatchObject({
      url: '/blog/2020-10-10-webpack-5-release/',
      section: 'blog',
      date: '2020-10-10',
    });
    expect(locate('plugins/contrib/terser.mdx').url).toBe('/plugins/contrib/terser/');
  });

  it('reads a date only at the start of the file name', () => {
    expect(locate('blog/recap-2020-10-10-release.mdx')).not.toHaveProperty('date');
  });

  it.each([
    ['Concepts/Index.mdx'],
    ['concepts/page.txt'],
    ['index.mdx'],
    ['a b.mdx'],
    ['concepts/page.mdx.orig'],
  ])(
    'rejects %s with a message naming the file',
    (file) => {
      expect(() => locate(file)).toThrow(file);
    },
  );

  it('rejects a date that does not exist', () => {
    expect(() => locate('blog/2021-02-30-post.mdx')).toThrow('not a real date');
  });
});
