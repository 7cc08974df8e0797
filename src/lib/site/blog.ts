/** The blog: its index url and its RSS feed. */

/** Url of the blog index, whose page lists every post. */
export const BLOG_URL = '/blog/';

/** Path of the blog's RSS 2.0 feed and the title it is announced under. */
export const FEED_PATH = '/feed.xml';
export const FEED_TITLE = 'webpack blog';
