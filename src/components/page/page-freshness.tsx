import type { Page } from '@/lib/content';
import { formatUpdated } from '@/lib/content/freshness';
import { LAST_UPDATED_LABEL, VERIFIED_WITH_LABEL } from '@/lib/site';

/**
 * When the page's file last changed (from git at build time) and the webpack release its
 * facts were checked against. A page without either shows nothing rather than a guess.
 * Styles in globals.css.
 */
export function PageFreshness({ page }: { page: Pick<Page, 'lastUpdated' | 'verifiedWith'> }) {
  if (!page.lastUpdated && !page.verifiedWith) return null;
  return (
    <p className="page-freshness" data-freshness="">
      {page.lastUpdated ? (
        <span data-last-updated="">
          {LAST_UPDATED_LABEL}{' '}
          <time dateTime={page.lastUpdated}>{formatUpdated(page.lastUpdated)}</time>
        </span>
      ) : null}
      {page.verifiedWith ? (
        <span data-verified-with="">
          {VERIFIED_WITH_LABEL} {page.verifiedWith}
        </span>
      ) : null}
    </p>
  );
}
