'use client';

import { ConfigSyntaxToggles } from '@/components/config-syntax/config-syntax-toggles.client';
import { KeyboardShortcuts } from './keyboard-shortcuts.client';

/**
 * The reader's page tools that need script once the page is up: keyboard shortcuts and the
 * config syntax toggles. One lazy chunk for both, so the first load carries a single import.
 */
export function ReaderTools() {
  return (
    <>
      <KeyboardShortcuts />
      <ConfigSyntaxToggles />
    </>
  );
}
