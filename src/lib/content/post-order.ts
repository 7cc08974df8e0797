/**
 * The one order of blog posts, used by the blog index, the feed, the blog sidebar and its
 * previous/next links: newest day first, and posts of the same day by url (their file name).
 */

/** Compares two dated posts in that order. */
export function comparePosts(
  a: { date?: string; url: string },
  b: { date?: string; url: string },
): number {
  const byDate = (b.date ?? '').localeCompare(a.date ?? '');
  return byDate || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
}
