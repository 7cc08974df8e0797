'use client';

import { useTheme } from 'next-themes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { shortcutAction } from '@/components/runtime/keyboard-shortcuts';
import { SHORTCUTS_READY_ATTRIBUTE } from '@/lib/site';
import { ShortcutsDialog } from './shortcuts-dialog.client';

/** The page's previous or next link (rendered with rel="prev"/"next" by PrevNext). */
function pageLink(rel: 'prev' | 'next'): HTMLAnchorElement | null {
  return document.querySelector<HTMLAnchorElement>(`main a[rel~="${rel}"]`);
}

/**
 * The site's single-key shortcuts: `[` and `]` follow the page's previous and next links,
 * `t` switches the theme (as the toggle does), `?` opens the list of shortcuts. Search's
 * `/` and Ctrl/Cmd+K stay with the search launcher. Loaded after hydration; it marks <html>
 * once it listens.
 */
export function KeyboardShortcuts() {
  const { setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  // Set with the state, not after the render: a key pressed right after another must see it.
  const isOpen = useRef(false);
  const show = useCallback((value: boolean) => {
    isOpen.current = value;
    setOpen(value);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      // While the list is open, only `?` (to close it) counts; Escape is the dialog's own.
      if (!action || (isOpen.current && action !== 'help')) return;
      if (action === 'previous' || action === 'next') {
        const link = pageLink(action === 'previous' ? 'prev' : 'next');
        if (!link) return;
        event.preventDefault();
        link.click();
      } else if (action === 'theme') {
        event.preventDefault();
        setTheme((theme) => (theme === 'dark' ? 'light' : 'dark'));
      } else if (action === 'help') {
        event.preventDefault();
        show(!isOpen.current);
      }
    };
    const root = document.documentElement;
    window.addEventListener('keydown', onKeyDown);
    root.setAttribute(SHORTCUTS_READY_ATTRIBUTE, 'ready');
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      root.removeAttribute(SHORTCUTS_READY_ATTRIBUTE);
    };
  }, [setTheme, show]);

  return open ? <ShortcutsDialog onClose={() => show(false)} /> : null;
}
