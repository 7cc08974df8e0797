import { SKIP_LINK_LABEL } from '@/lib/site';
import styles from './skip-link.module.css';

/**
 * The page's first focusable element: keyboard readers skip the header and navigation to
 * the content. Hidden until focused; no script (main#content takes the focus).
 */
export function SkipLink() {
  return (
    <a href="#content" className={styles.skipLink}>
      {SKIP_LINK_LABEL}
    </a>
  );
}
