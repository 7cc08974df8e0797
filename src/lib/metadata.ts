/**
 * Page metadata in one place: title, description, one canonical link with a trailing slash,
 * Open Graph and Twitter tags. Routes call these builders and export the result.
 */
import type { Metadata } from 'next';
import {
  BLOG_URL,
  DEFAULT_DESCRIPTION,
  FEED_PATH,
  FEED_TITLE,
  markdownTwinUrl,
  PRODUCT,
  pageTitle,
  siteUrl,
} from './site';

/** The social image every page shares until per-page cards exist. */
export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630, alt: PRODUCT } as const;

/** Input of `pageMetadata`. */
export interface PageMetaInput {
  /** Full document title, already formatted. */
  title: string;
  description?: string;
  /** Site path with trailing slash. */
  path: string;
  type?: 'website' | 'article';
  /** Printable and error pages stay out of search engines. */
  noindex?: boolean;
  /** Feeds announced as `<link rel="alternate">`: MIME type to `{ url, title }`. */
  feeds?: Record<string, { url: string; title: string }>;
}

/** Builds the metadata of any page of the site. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'article',
  noindex,
  feeds,
}: PageMetaInput): Metadata {
  const text = description ?? DEFAULT_DESCRIPTION;
  const url = `${siteUrl()}${path}`;
  return {
    title: { absolute: title },
    description: text,
    alternates: {
      canonical: url,
      ...(feeds
        ? {
            types: Object.fromEntries(Object.entries(feeds).map(([type, feed]) => [type, [feed]])),
          }
        : {}),
    },
    openGraph: { title, description: text, url, type, siteName: PRODUCT, images: [OG_IMAGE] },
    twitter: { card: 'summary_large_image', title, description: text, images: [OG_IMAGE.url] },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/**
 * Metadata of a documentation page titled `title`: it announces its Markdown twin, and blog
 * pages also the feed.
 */
export function docMetadata(title: string, path: string, description?: string): Metadata {
  return pageMetadata({
    title: pageTitle(title),
    path,
    ...(description ? { description } : {}),
    feeds: {
      'text/markdown': { url: markdownTwinUrl(path), title: `${title} (Markdown)` },
      ...(path.startsWith(BLOG_URL)
        ? { 'application/rss+xml': { url: FEED_PATH, title: FEED_TITLE } }
        : {}),
    },
  });
}
