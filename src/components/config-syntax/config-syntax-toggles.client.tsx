'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CONFIG_SYNTAX_ATTRIBUTE, CONFIG_SYNTAXES, type ConfigSyntax } from '@/lib/site';
import { chooseSyntax, moveSyntax, syncToggles } from './choose-syntax';

const OPTION = '[data-syntax-option]';

/**
 * Makes the build-time syntax toggles work: one delegated listener for clicks and arrow keys
 * on any of them. Toggles arrive in the build's default state: the inline script fixes those
 * of the first page, and this marks those a client navigation brings. A runtime piece, so
 * pages carry none of it in their first load.
 */
export function ConfigSyntaxToggles() {
  const pathname = usePathname();
  useEffect(() => {
    const current = document.documentElement.getAttribute(CONFIG_SYNTAX_ATTRIBUTE);
    if ((CONFIG_SYNTAXES as readonly string[]).includes(current ?? '')) {
      syncToggles(current as ConfigSyntax);
    }
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const option = (event.target as Element | null)?.closest?.<HTMLElement>(OPTION);
      if (option) chooseSyntax(option);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const option = (event.target as Element | null)?.closest?.<HTMLElement>(OPTION);
      if (option && moveSyntax(option, event.key)) event.preventDefault();
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
