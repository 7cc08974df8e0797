'use client';

import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { THEMES, THEME_STORAGE_KEY } from '@/lib/site';

/**
 * Site theme state (next-themes): light by default, stored under `theme`, applied as both
 * `data-theme` and the `dark` class on <html> by an inline script before first paint.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute={['data-theme', 'class']}
      defaultTheme={THEMES[0]}
      themes={[...THEMES]}
      storageKey={THEME_STORAGE_KEY}
      enableSystem={false}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
