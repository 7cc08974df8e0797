'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './header-menu.module.css';

/** Id of the panel the menu button shows and hides. */
export const HEADER_MENU_ID = 'site-menu';

/**
 * The header's menu. On wide screens its content (top links, profiles, language, theme,
 * version) sits in the header row and the button is hidden; on phones the row keeps only the
 * logo, search and this button, which shows the content as a sheet under the header. Escape,
 * a click outside, focus leaving it or a new page closes it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // A new page closes it.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The language menu inside handles its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={HEADER_MENU_ID}
        onClick={() => {
          // The sheet starts where the header ends (lower while the banner is on screen).
          const bottom = button.current?.closest('header')?.getBoundingClientRect().bottom;
          if (bottom !== undefined) panel.current?.style.setProperty('--menu-top', `${bottom}px`);
          setOpen(!open);
        }}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
          />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <div
        ref={panel}
        id={HEADER_MENU_ID}
        className={styles.menu}
        data-open={open}
        onClick={(event) => {
          // A link followed from the sheet closes it at once, before the next page renders.
          if ((event.target as Element).closest('a[href]')) setOpen(false);
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !panel.current?.contains(next) && next !== button.current) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
  );
}
