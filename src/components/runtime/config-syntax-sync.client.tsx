'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { syncToggles } from '@/components/page/choose-syntax';
import { CONFIG_SYNTAX_ATTRIBUTE, CONFIG_SYNTAXES, type ConfigSyntax } from '@/lib/site';

/**
 * Config syntax toggles arrive in the build's default state. The inline script fixes those
 * of the first page; a client navigation brings new ones, which this marks for the
 * reader's current choice.
 */
export function ConfigSyntaxSync() {
  const pathname = usePathname();
  useEffect(() => {
    const current = document.documentElement.getAttribute(CONFIG_SYNTAX_ATTRIBUTE);
    if ((CONFIG_SYNTAXES as readonly string[]).includes(current ?? '')) {
      syncToggles(current as ConfigSyntax);
    }
  }, [pathname]);
  return null;
}
