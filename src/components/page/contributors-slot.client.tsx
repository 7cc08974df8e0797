'use client';

import { lazy, Suspense } from 'react';

// Most pages have no contributors: the grid's code loads only on pages that show one.
const Contributors = lazy(() =>
  import('./contributors.client').then((m) => ({ default: m.Contributors })),
);

/** The contributors grid of a page, or nothing (and no code) when the list is empty. */
export function ContributorsSlot({ handles }: { handles: string[] }) {
  if (handles.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Contributors handles={handles} />
    </Suspense>
  );
}
