import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site';

export const dynamic = 'force-static';

/** Crawl everything except the offline app shell; point at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/app-shell/'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
