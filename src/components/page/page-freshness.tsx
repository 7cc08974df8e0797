import type { Page } from '@/lib/content';
import { formatUpdated } from '@/lib/freshness';
import { LAST_UPDATED_LABEL, VERIFIED_WITH_LABEL } from '@/lib/site';
import styles from './page-freshness.module.css';

/**
 * When the page's file last changed (from git at build time) and the webpack release its
 * facts were checked against. A page without either shows nothing rather than a guess.
 */
export function PageFreshness({ page }: { page: Pick<Page, 'lastUpdated' | 'verifiedWith'> }) {
  if (!page.lastUpdated && !page.verifiedWith) return null;
  return (
    <p className={styles.freshness} data-freshness="">
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
