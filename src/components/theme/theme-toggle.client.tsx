'use client';

import { useTheme } from 'next-themes';
import type { ReactNode } from 'react';

/** The theme toggle's button: `children` is its face, rendered on the server (theme-toggle.tsx). */
export function ThemeToggleClient({ children }: { children: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
    >
      {children}
    </button>
  );
}
