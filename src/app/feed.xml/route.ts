import { blogPosts, pageByUrl } from '@/lib/content';
import { buildFeed } from '@/lib/content/feed';
import { BLOG_URL, DEFAULT_DESCRIPTION, FEED_TITLE, siteUrl } from '@/lib/site';

export const dynamic = 'force-static';

/** The blog's RSS 2.0 feed, rendered once at build time. */
export function GET(): Response {
  const xml = buildFeed(
    {
      title: FEED_TITLE,
      origin: siteUrl(),
      path: BLOG_URL,
      description: pageByUrl(BLOG_URL)?.description ?? DEFAULT_DESCRIPTION,
    },
    blogPosts().map((post) => ({
      title: post.title,
      url: post.url,
      date: post.date,
      ...(post.description ? { description: post.description } : {}),
    })),
  );
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
