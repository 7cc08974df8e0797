'use client';

import { useEffect } from 'react';

/**
 * Listens for clicks on the build-time copy buttons of code blocks; the copying code itself
 * loads on the first click, so pages pay nothing for it up front.
 */
export function CodeCopy() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-code]');
      if (!button) return;
      void import('./copy-code').then((m) => m.copyFromButton(button)).catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
