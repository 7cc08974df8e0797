import type { Metadata } from 'next';
import { Landing } from '@/components/landing/landing';
import { pageMetadata } from '@/lib/metadata';
import { DEFAULT_DESCRIPTION, HOME_TITLE } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: HOME_TITLE,
  description: DEFAULT_DESCRIPTION,
  path: '/',
  type: 'website',
});

/** The home page. */
export default function Home() {
  return <Landing />;
}
