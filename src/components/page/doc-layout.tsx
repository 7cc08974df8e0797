import type { ReactNode } from 'react';
import styles from './doc-layout.module.css';

/** Two-column docs layout: the sidebar beside the content. */
export function DocLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>{sidebar}</aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
