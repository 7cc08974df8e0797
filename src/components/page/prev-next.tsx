import Link from 'next/link';
import type { NavLink } from '@/lib/content/navigation';
import styles from './prev-next.module.css';

/** Previous and next links in sidebar order, with `rel` hints. */
export function PrevNext({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.prevNext} aria-label="Previous and next pages">
      {previous ? (
        <Link href={previous.url} rel="prev" prefetch={false} className={styles.link}>
          <span className={styles.label}>Previous</span>
          <span>{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link
          href={next.url}
          rel="next"
          prefetch={false}
          className={`${styles.link} ${styles.next}`}
        >
          <span className={styles.label}>Next</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
