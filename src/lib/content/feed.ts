/**
 * The blog's RSS 2.0 feed as a pure function of its posts, so the route handler only
 * gathers data and the XML rules (escaping, order, dates) are unit-tested here.
 */
import { comparePosts } from './post-order';

/** One post as the feed needs it. */
export interface FeedPost {
  title: string;
  /** Site path with trailing slash, e.g. `/blog/2020-10-10-webpack-5-release/`. */
  url: string;
  /** ISO day `YYYY-MM-DD`, taken from the post's file name. */
  date: string;
  description?: string;
}

/** The channel around the items. */
export interface FeedChannel {
  title: string;
  /** Absolute origin without trailing slash, e.g. `https://webpack.js.org`. */
  origin: string;
  /** Site path of the blog index. */
  path: string;
  description: string;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute and drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Formats an ISO day as an RFC 822 date at midnight UTC, e.g. `Sat, 10 Oct 2020 00:00:00 GMT`. */
export function rfc822(day: string): string {
  const match = DAY.exec(day);
  const date = match ? new Date(`${day}T00:00:00Z`) : undefined;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new Error(`feed: "${day}" is not a real date in the form YYYY-MM-DD`);
  }
  // toUTCString is specified to produce exactly the RFC 7231 (RFC 822 compatible) form.
  return date.toUTCString();
}

/** Posts newest first; posts of the same day keep a stable order by url (comparePosts). */
export function sortPosts<T extends { date: string; url: string }>(posts: readonly T[]): T[] {
  return [...posts].sort(comparePosts);
}

/** Builds the RSS 2.0 document of the blog: one item per post, newest first. */
export function buildFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const items = sortPosts(posts);
  const link = `${channel.origin}${channel.path}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en</language>',
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    ...items.flatMap((post) => {
      const url = escapeXml(`${channel.origin}${post.url}`);
      return [
        '    <item>',
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        ...(post.description
          ? [`      <description>${escapeXml(post.description)}</description>`]
          : []),
        '    </item>',
      ];
    }),
    '  </channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}
