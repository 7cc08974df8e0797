'use client';
import Link from 'next/link';
import { LoadError } from '@/components/runtime/load-error.client';
import './globals.css';

/**
 * Last resort when the page could not even start (e.g. its code failed to load during the
 * first render): the same error state, with a reload, instead of Next's generic screen.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <main id="content">
          <LoadError error={error}>
            <p>
              Part of this page could not be downloaded. <Link href="/">Go to Homepage</Link>.
            </p>
          </LoadError>
        </main>
      </body>
    </html>
  );
}
