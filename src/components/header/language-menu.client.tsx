'use client';

import { usePathname } from 'next/navigation';
import { LANGUAGES, sameUrlOn } from '@/lib/site';
import { useHoverMenu } from './use-hover-menu';
import styles from './language-menu.module.css';

/**
 * The language dropdown (menu-button pattern, see use-hover-menu.ts): each item links to the
 * same path and hash on that language's host. Opens on click or hover; closes on Escape,
 * outside click or focus loss.
 */
export function LanguageMenu() {
  const pathname = usePathname() ?? '/';
  const { hash, rootProps, buttonProps, menuProps } = useHoverMenu();
  return (
    <div className={styles.menu} {...rootProps}>
      <button type="button" className={styles.button} {...buttonProps}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
          </g>
        </svg>
        <span className="visually-hidden">Select language</span>
      </button>
      <ul
        id={menuProps.id}
        role="menu"
        aria-label="Languages"
        className={styles.list}
        hidden={menuProps.hidden}
        onKeyDown={menuProps.onKeyDown}
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
