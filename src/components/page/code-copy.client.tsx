'use client';

import { useEffect } from 'react';

/**
 * Listens for clicks on the build-time controls of code blocks: copy buttons and config
 * syntax toggles (arrow keys too, as in any radio group). Their code loads on first use, so
 * pages pay nothing for it up front.
 */
export function CodeCopy() {
  useEffect(() => {
    const onEvent = (event: Event) => {
      const target = event.target as Element | null;
      const key = (event as KeyboardEvent).key;
      const button = key ? null : target?.closest?.<HTMLElement>('[data-copy-code]');
      if (button) {
        void import('./copy-code').then((m) => m.copyFromButton(button)).catch(() => undefined);
      }
      const option = target?.closest?.<HTMLElement>('[data-syntax-option]');
      if (!option || (key && !key.startsWith('Arrow'))) return;
      // Now, not after the import: arrows must not scroll the page.
      if (key) event.preventDefault();
      void import('./choose-syntax')
        .then((m) => (key ? m.moveSyntax(option, key) : m.chooseSyntax(option)))
        .catch(() => undefined);
    };
    document.addEventListener('click', onEvent);
    document.addEventListener('keydown', onEvent);
    return () => {
      document.removeEventListener('click', onEvent);
      document.removeEventListener('keydown', onEvent);
    };
  }, []);
  return null;
}
