import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/page/not-found-screen';
import { pageTitle } from '@/lib/site';

// Next.js adds `noindex` to the not-found page itself.
export const metadata: Metadata = { title: { absolute: pageTitle('Page Not Found') } };

/** Every unknown url: the Page Not Found screen. */
export default function NotFound() {
  return <NotFoundScreen />;
}
