'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { LANGUAGES, sameUrlOn } from '@/lib/site';
import styles from './language-menu.module.css';
import { useLanguageMenu } from './use-language-menu';

/**
 * The language dropdown's client part (menu-button pattern): each item links to the same path
 * and hash on that language's host. `children` is the button's face, rendered on the server
 * (language-menu.tsx); the opening and closing rules live in use-language-menu.ts.
 */
export function LanguageMenuClient({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const { open, hash, menuId, rootProps, buttonProps, onListKeyDown } = useLanguageMenu();
  return (
    <div className={styles.menu} {...rootProps}>
      <button type="button" className="icon-button" aria-haspopup="menu" {...buttonProps}>
        {children}
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="Languages"
        className={styles.list}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {LANGUAGES.map((language) => (
          <li key={language.code} role="none">
            <a
              role="menuitem"
              href={sameUrlOn(language.host, pathname, hash)}
              lang={language.code}
              hrefLang={language.code}
              tabIndex={-1}
              className={styles.item}
            >
              {language.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
