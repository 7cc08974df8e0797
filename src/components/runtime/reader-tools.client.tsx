'use client';

import { useEffect } from 'react';
import { ConfigSyntaxToggles } from '@/components/config-syntax/config-syntax-toggles.client';
import { attachCloseNotification } from '@/components/banner/close-notification';
import { attachHeaderMenu } from '@/components/header/header-menu-behaviour';
import { CodeCopy } from '@/components/page/code-copy.client';
import { KeyboardShortcuts } from './keyboard-shortcuts.client';

/**
 * The reader's page tools that need script once the page is up: keyboard shortcuts, the
 * config syntax toggles, code copy buttons, the phone header's Menu button and the banner's
 * close button. One lazy chunk for all, so the first load carries a single import (the docs
 * page's first-load budget has no room for them).
 */
export function ReaderTools() {
  useEffect(() => attachHeaderMenu(), []);
  useEffect(() => attachCloseNotification(), []);
  return (
    <>
      <CodeCopy />
      <KeyboardShortcuts />
      <ConfigSyntaxToggles />
    </>
  );
}
