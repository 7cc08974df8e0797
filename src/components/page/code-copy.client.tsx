'use client';

import { useEffect } from 'react';
import { COPY_STATUS_ATTRIBUTE } from '@/lib/site/ui';

/**
 * Listens for clicks on the build-time copy buttons of code blocks; the copying code itself
 * loads on the first click, so pages pay nothing for it up front. Renders the polite live
 * region that says "Copied" (it must exist before the words change to be announced).
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
  return (
    <div
      role="status"
      aria-live="polite"
      className="visually-hidden"
      {...{ [COPY_STATUS_ATTRIBUTE]: '' }}
    />
  );
}
