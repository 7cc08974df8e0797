import type { Metadata } from 'next';
import { Landing } from '@/components/landing/landing';
import { pageMetadata } from '@/lib/site/metadata';
import { socialCard } from '@/lib/site/social-card';
import { HOME_TITLE } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: HOME_TITLE,
  description:
    'webpack is a module bundler for modern JavaScript: it bundles your scripts, styles, images and other assets for the browser. Install it and build your first bundle in five steps.',
  path: '/',
  type: 'website',
  card: socialCard(HOME_TITLE, '/'),
});

/** The home page. */
export default function Home() {
  return <Landing />;
}
