import type { ReactNode } from 'react';
import { HEADER_MENU_ID } from '@/lib/site/ui';
import styles from './header-menu.module.css';

/**
 * The header's menu, server-rendered. On wide screens its content (top links, profiles,
 * language, theme, version) sits in the header row and the button is hidden; on phones the
 * row keeps only the logo, search and this button, which shows the content as a sheet under
 * the header. The button's behaviour (header-menu-behaviour.ts) arrives with the reader tools
 * right after hydration, so the header adds no first-load JavaScript for it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  return (
    <>
      <button
        type="button"
        className={`icon-button ${styles.button}`}
        aria-expanded="false"
        aria-controls={HEADER_MENU_ID}
        data-header-menu=""
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            className={styles.bars}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M4 7h16M4 12h16M4 17h16"
          />
          <path
            className={styles.cross}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M6 6l12 12M18 6 6 18"
          />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <div id={HEADER_MENU_ID} className={styles.menu} data-open="false">
        {children}
      </div>
    </>
  );
}
