/**
 * Maps a content file path (relative to `content/`) to its place on the site. The file path
 * is the url: `configuration/output.mdx` → `/configuration/output/`.
 */

/** Where a content file lives on the site. */
export interface PageLocation {
  /** The url, with leading and trailing slash. */
  url: string;
  /** First path segment (`configuration`), or the page's own name for top-level pages. */
  section: string;
  /** Last path segment (`output`), or `index` for a section's own page. */
  slug: string;
  /** The file name without extension. */
  name: string;
  /** `.md` or `.mdx`. */
  extension: '.md' | '.mdx';
  /** ISO date (`2020-10-10`) for files named `YYYY-MM-DD-title`, used by blog posts. */
  date?: string;
}

const FILE = /^((?:[a-z0-9][a-z0-9._-]*\/)*)([A-Za-z0-9][A-Za-z0-9._-]*)(\.mdx?)$/;
const DATED = /^(\d{4})-(\d{2})-(\d{2})-/;

/** Returns the location of a content file, or throws naming the file when the name is unusable. */
export function locate(contentPath: string): PageLocation {
  const match = FILE.exec(contentPath);
  if (!match) {
    throw new Error(
      `${contentPath}: file name must be lowercase path segments ending in .md or .mdx`,
    );
  }
  const [, dir = '', name = '', ext] = match;
  const segments = [...dir.split('/').filter(Boolean), ...(name === 'index' ? [] : [name])];
  if (segments.length === 0) {
    throw new Error(`${contentPath}: the home page is not a content file`);
  }
  const url = `/${segments.join('/')}/`;
  const dated = DATED.exec(name);
  let date: string | undefined;
  if (dated) {
    date = `${dated[1]}-${dated[2]}-${dated[3]}`;
    if (
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(date).toISOString().slice(0, 10) !== date
    ) {
      throw new Error(`${contentPath}: the date in the file name is not a real date`);
    }
  }
  return {
    url,
    section: segments[0]!,
    slug: name === 'index' ? 'index' : name,
    name,
    extension: ext as '.md' | '.mdx',
    ...(date ? { date } : {}),
  };
}
