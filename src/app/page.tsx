import type { Metadata } from 'next';
import { Landing } from '@/components/landing/landing';
import { pageMetadata } from '@/lib/metadata';
import { HOME_TITLE } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: HOME_TITLE,
  description:
    'webpack bundles JavaScript modules, styles, images and other assets for the browser. Install it, write a configuration and build your first bundle in five steps.',
  path: '/',
  type: 'website',
});

/** The home page. */
export default function Home() {
  return <Landing />;
}
