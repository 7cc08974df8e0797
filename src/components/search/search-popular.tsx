import Link from 'next/link';
import { POPULAR_DATA as popular } from '@/data/search/popular';
import styles from './search-modal.module.css';

/** A page the empty search suggests. */
export interface PopularPage {
  title: string;
  url: string;
}

/** The hand-picked pages of `src/data/search/popular.ts` (no visit statistics exist). */
export const POPULAR_PAGES: readonly PopularPage[] = popular.popular;

/**
 * What the search shows before the reader types: a short "Popular" list of the pages most
 * readers start from. Following one closes the search.
 */
export function SearchPopular({
  pages = POPULAR_PAGES,
  onNavigate,
}: {
  pages?: readonly PopularPage[];
  onNavigate: () => void;
}) {
  return (
    <section className={styles.popular} aria-labelledby="search-popular-title">
      <div className="DocSearch-Hit-source" id="search-popular-title">
        Popular
      </div>
      <ul>
        {pages.map((page) => (
          <li key={page.url}>
            <Link href={page.url} prefetch={false} onClick={onNavigate}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
