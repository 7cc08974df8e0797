import type { ReactNode } from 'react';
import { MobileSidebar } from '../sidebar/mobile-sidebar.client';
import styles from './doc-layout.module.css';

/** Docs layout: the sidebar (off-canvas on phones), the content, and the on-page contents on wide screens. */
export function DocLayout({
  sidebar,
  toc,
  children,
}: {
  sidebar: ReactNode;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <MobileSidebar>{sidebar}</MobileSidebar>
      </aside>
      <div className={styles.content}>{children}</div>
      {toc ? <aside className={styles.toc}>{toc}</aside> : null}
    </div>
  );
}
