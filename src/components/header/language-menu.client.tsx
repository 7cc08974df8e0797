'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGES, sameUrlOn } from '@/lib/site';
import styles from './language-menu.module.css';

/**
 * The language dropdown (menu-button pattern): each item links to the same path and hash on
 * that language's host. Opens on click or hover; closes on Escape, outside click or focus loss.
 * Escape wins over hover: the menu then stays closed under a resting pointer until the pointer
 * leaves and comes back, or the button is used.
 */
export function LanguageMenu() {
  const pathname = usePathname() ?? '/';
  const [open, setOpen] = useState(false);
  const [hash, setHash] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);
  /** Whether the pointer rests on the menu (its button or its list). */
  const pointerInside = useRef(false);
  /** Set by Escape while the pointer is over the menu: hover does not reopen it. */
  const hoverSuppressed = useRef(false);
  const menuId = useId();

  const items = () =>
    Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const openMenu = (focus?: 'first' | 'last') => {
    setHash(window.location.hash);
    setOpen(true);
    if (focus) requestAnimationFrame(() => focusItem(focus === 'first' ? 0 : -1));
  };
  const close = (returnFocus = false) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape wherever focus is (a hovered menu need not have it).
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      hoverSuppressed.current = pointerInside.current;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hoverSuppressed.current = pointerInside.current;
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div
      ref={root}
      className={styles.menu}
      onMouseEnter={() => {
        pointerInside.current = true;
        if (hoverSuppressed.current) return;
        // A pointer reaches the button before clicking it: the click that follows a hover
        // must not close the menu the hover just opened.
        openedByHover.current = !open;
        openMenu();
      }}
      onMouseLeave={() => {
        pointerInside.current = false;
        hoverSuppressed.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          hoverSuppressed.current = false;
          if (open && !openedByHover.current) close();
          else openMenu();
          openedByHover.current = false;
        }}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.8">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
          </g>
        </svg>
        <span className="visually-hidden">Select language</span>
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-label="Languages"
        className={styles.list}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
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
