'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { setSidebarOpen, useSidebarOpen } from './sidebar-store';
import { CloseIcon } from '../ui/close-icon';
import { showCurrentLink } from './current-link';
import styles from './mobile-sidebar.module.css';

/** Viewports where the sidebar is an off-canvas panel (matches the CSS breakpoint). */
const NARROW = '(max-width: 63.99rem)';

/**
 * Wraps the server-rendered sidebar. On narrow viewports it is an off-canvas panel: opened by
 * the header button or a rightward drag from the edge; closed by its close button, a tap
 * outside, Escape or a leftward drag. While open it traps focus and returns it when closed
 * (gestures and the trap live in sidebar-behaviour.ts, loaded on narrow viewports only).
 */
export function MobileSidebar({ children }: { children: ReactNode }) {
  const open = useSidebarOpen();
  const pathname = usePathname();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // A new page closes the panel.
  useEffect(() => setSidebarOpen(false), [pathname]);

  // Keep the current page's link visible inside the sidebar's own scroll box.
  useEffect(() => {
    if (panel.current) showCurrentLink(panel.current);
  }, [pathname]);

  // Focus moves into the panel on open and back to where it was on close.
  useEffect(() => {
    if (open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      closeButton.current?.focus();
    } else if (returnTo.current) {
      const target = returnTo.current.isConnected
        ? returnTo.current
        : document.querySelector<HTMLElement>('[data-sidebar-opener]');
      returnTo.current = null;
      target?.focus();
    }
  }, [open]);

  // Swipes and the focus trap matter on phones only: their code loads there, after paint.
  useEffect(() => {
    const element = panel.current;
    if (!element || !window.matchMedia(NARROW).matches) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void import('./sidebar-behaviour').then(({ attachSidebarBehaviour }) => {
      if (cancelled) return;
      detach = attachSidebarBehaviour(element);
      element.dataset.behaviour = 'ready';
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, []);

  return (
    <>
      <div
        className={styles.backdrop}
        data-open={open}
        aria-hidden="true"
        onClick={() => setSidebarOpen(false)}
      />
      <div
        ref={panel}
        id="sidebar"
        className={styles.panel}
        data-open={open}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Navigation' } : {})}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          onClick={() => setSidebarOpen(false)}
        >
          <CloseIcon size={20} />
          <span className="visually-hidden">Close navigation</span>
        </button>
        {children}
      </div>
    </>
  );
}
