import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/page/not-found-screen';
import { pageTitle } from '@/lib/site';

export const metadata: Metadata = {
  title: { absolute: pageTitle('Page Not Found') },
  robots: { index: false, follow: false },
};

/** Every unknown url: the Page Not Found screen. */
export default function NotFound() {
  return <NotFoundScreen />;
}
