'use client';

import { useEffect } from 'react';

/** The option of a config syntax toggle an event happened on, if any. */
const syntaxOption = (event: Event) =>
  (event.target as Element | null)?.closest?.<HTMLElement>('[data-syntax-option]');

/**
 * Listens for clicks on the build-time controls of code blocks: copy buttons and config
 * syntax toggles. Their code loads on first use, so pages pay nothing for it up front.
 */
export function CodeCopy() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLElement>('[data-copy-code]');
      if (button) {
        void import('./copy-code').then((m) => m.copyFromButton(button)).catch(() => undefined);
      }
      const option = syntaxOption(event);
      if (option) {
        void import('./choose-syntax').then((m) => m.chooseSyntax(option)).catch(() => undefined);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const option = syntaxOption(event);
      if (!option || !event.key.startsWith('Arrow')) return;
      // Now, not after the import: arrows must not scroll the page.
      event.preventDefault();
      void import('./choose-syntax')
        .then((m) => m.moveSyntax(option, event.key))
        .catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
  return null;
}
