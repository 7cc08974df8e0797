import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { ContentError, contentFileOf } from './content-error';

describe('ContentError', () => {
  it('says where the mistake is and what it is, as a ContentError', () => {
    const error = new ContentError('content/guides/caching.mdx', 12, 3, 'unknown component <Tab>');
    expect(error.message).toBe('content/guides/caching.mdx:12:3: unknown component <Tab>');
    // The name leads the stack trace and the dev server's error overlay.
    expect(error.name).toBe('ContentError');
    expect(String(error)).toBe('ContentError: content/guides/caching.mdx:12:3: unknown component <Tab>');
  });
});

describe('contentFileOf', () => {
  it("names Contentlayer's file under content/, another caller's by its path", () => {
    const fromContentlayer = new VFile({
      data: { rawDocumentData: { sourceFilePath: 'guides/caching.mdx' } },
    });
    expect(contentFileOf(fromContentlayer)).toBe('content/guides/caching.mdx');
    expect(contentFileOf(new VFile({ path: 'notes/draft.mdx' }))).toBe('notes/draft.mdx');
  });

  it('calls a file without a path "page", never an empty name', () => {
    expect(contentFileOf(new VFile('## A heading'))).toBe('page');
  });
});
