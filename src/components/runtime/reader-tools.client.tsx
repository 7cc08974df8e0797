'use client';

import { useEffect } from 'react';
import { ConfigSyntaxToggles } from '@/components/config-syntax/config-syntax-toggles.client';
import { attachHeaderMenu } from '@/components/header/header-menu-behaviour';
import { KeyboardShortcuts } from './keyboard-shortcuts.client';

/**
 * The reader's page tools that need script once the page is up: keyboard shortcuts, the
 * config syntax toggles and the phone header's Menu button. One lazy chunk for all, so the
 * first load carries a single import.
 */
export function ReaderTools() {
  useEffect(() => attachHeaderMenu(), []);
  return (
    <>
      <KeyboardShortcuts />
      <ConfigSyntaxToggles />
    </>
  );
}
