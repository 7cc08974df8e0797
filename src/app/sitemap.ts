import type { MetadataRoute } from 'next';
import { allPages } from '@/lib/content';
import { siteUrl } from '@/lib/site';

export const dynamic = 'force-static';

/** Every indexable url: the home page and each document (printable pages are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return [{ url: `${origin}/` }, ...allPages().map((page) => ({ url: `${origin}${page.url}` }))];
}
