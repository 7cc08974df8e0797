'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { isHorizontal, swipeAction, type Point } from '@/lib/swipe';
import { setSidebarOpen, useSidebarOpen } from './sidebar-store';
import styles from './mobile-sidebar.module.css';

/** Viewports where the sidebar is an off-canvas panel (matches the CSS breakpoint). */
const NARROW = '(max-width: 63.99rem)';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Wraps the server-rendered sidebar. On narrow viewports it is an off-canvas panel: opened by
 * the header button or a rightward drag from the edge; closed by its close button, a tap
 * outside, Escape or a leftward drag. While open it traps focus and returns it when closed.
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
    const inner = panel.current;
    const current = inner?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!inner || !current) return;
    // The panel scrolls on phones; on wide screens its sticky parent does.
    const box = inner.scrollHeight > inner.clientHeight ? inner : inner.parentElement;
    if (!box) return;
    const top =
      current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
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

  // Swipe gestures anywhere on the page (narrow viewports only).
  useEffect(() => {
    let start: Point | null = null;
    let counting = false;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1 || !window.matchMedia(NARROW).matches) return;
      start = { x: touch.clientX, y: touch.clientY };
      counting = true;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!start || !touch || !counting) return;
      if (
        !isHorizontal(start, { x: touch.clientX, y: touch.clientY }) &&
        Math.abs(touch.clientY - start.y) > 10
      ) {
        counting = false;
      }
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && counting) {
        const action = swipeAction(start, { x: touch.clientX, y: touch.clientY }, isOpen());
        if (action) setSidebarOpen(action === 'open');
      }
      start = null;
    };
    const isOpen = () => panel.current?.dataset.open === 'true';
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setSidebarOpen(false);
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (item) => item.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

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
        onKeyDown={onKeyDown}
        {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Navigation' } : {})}
      >
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          onClick={() => setSidebarOpen(false)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d="M6 6l12 12M18 6 6 18"
            />
          </svg>
          <span className="visually-hidden">Close navigation</span>
        </button>
        {children}
      </div>
    </>
  );
}
