import type { Metadata } from 'next';
import Link from 'next/link';
import { LoadError } from '@/components/runtime/load-error.client';
import { pageMetadata } from '@/lib/site/metadata';
import { OFFLINE, pageTitle } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: pageTitle('Offline'),
  path: OFFLINE.fallbackUrl,
  noindex: true,
});

/**
 * Served by the service worker for a page that could not be loaded (no network, or a server
 * error) and is not saved yet.
 */
export default function Offline() {
  return (
    <LoadError>
      <p>
        The page could not be loaded, as the network or the site is not answering, and it has not
        been saved for offline reading yet. Pages you have opened before, and every page once the
        site has finished saving them in the background, still open.{' '}
        <Link href="/concepts/">Open the documentation</Link>.
      </p>
    </LoadError>
  );
}
