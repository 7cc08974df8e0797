import { NOT_FOUND_TEXT } from '@/lib/site';
import styles from './not-found-screen.module.css';

/** The Page Not Found screen, with a way home. */
export function NotFoundScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load home is fine here, and next/link on this route would make Next load its chunk on every page */}
      <a href="/" className={styles.button}>
        Go to Homepage
      </a>
    </div>
  );
}
