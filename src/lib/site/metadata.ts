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
  SOCIAL_CARD,
  siteUrl,
} from './index';
import { socialCard, type SocialCard } from './social-card';

/** The site-wide social image, for pages without a card of their own (offline, 404). */
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
  /** The page's own social card (drawn at export time); without it, the site-wide image. */
  card?: SocialCard;
}

/** Builds the metadata of any page of the site. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'article',
  noindex,
  feeds,
  card,
}: PageMetaInput): Metadata {
  const text = description ?? DEFAULT_DESCRIPTION;
  const url = `${siteUrl()}${path}`;
  const image = card
    ? { url: card.image, width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, alt: card.alt }
    : OG_IMAGE;
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
    openGraph: { title, description: text, url, type, siteName: PRODUCT, images: [image] },
    twitter: {
      card: 'summary_large_image',
      title,
      description: text,
      images: [{ url: image.url, alt: image.alt }],
    },
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
    card: socialCard(title, path),
    ...(description ? { description } : {}),
    feeds: {
      'text/markdown': { url: markdownTwinUrl(path), title: `${title} (Markdown)` },
      ...(path.startsWith(BLOG_URL)
        ? { 'application/rss+xml': { url: FEED_PATH, title: FEED_TITLE } }
        : {}),
    },
  });
}
