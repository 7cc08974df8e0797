import { NOT_FOUND_TEXT } from '@/lib/site';
import styles from './not-found-screen.module.css';

/** The Page Not Found screen, with a way home. */
export function NotFoundScreen() {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <a href="/" className={styles.button}>
        Go to Homepage
      </a>
    </div>
  );
}
