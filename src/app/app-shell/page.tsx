import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/metadata';
import { PRODUCT } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: PRODUCT,
  path: '/app-shell/',
  noindex: true,
});

/** The app shell: header and footer around an empty body, for offline fallbacks. */
export default function AppShell() {
  return null;
}
