'use client';

import { ConfigSyntaxSync } from './config-syntax-sync.client';
import { KeyboardShortcuts } from './keyboard-shortcuts.client';

/**
 * The reader's page tools that need script once the page is up: keyboard shortcuts, and
 * config syntax toggles kept in step after client navigations. One lazy chunk for both, so
 * the first load carries a single import for them.
 */
export function ReaderTools() {
  return (
    <>
      <KeyboardShortcuts />
      <ConfigSyntaxSync />
    </>
  );
}
