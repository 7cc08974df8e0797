/**
 * A mistake in a content file, with its place: the one shape in which the build, `npm run
 * check` and the dev server's error page report content problems
 * (`content/guides/caching.mdx:12:3: reason`, the form editors' problem matchers read).
 */
import type { VFile } from 'vfile';

/** Thrown by the content pipeline's own rules (remark plugins) for a located mistake. */
export class ContentError extends Error {
  constructor(
    /** Path of the file from the project root, e.g. `content/guides/caching.mdx`. */
    readonly file: string,
    /** 1-based line in the file. */
    readonly line: number,
    /** 1-based column in the line. */
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`);
    this.name = 'ContentError';
  }
}

/**
 * The content file a remark plugin is working on, as `content/…`: Contentlayer hands its
 * path over in the file's data; other callers set the file's path.
 */
export function contentFileOf(file: VFile): string {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath?: string } }).rawDocumentData;
  return raw?.sourceFilePath ? `content/${raw.sourceFilePath}` : (file.path ?? 'page');
}
