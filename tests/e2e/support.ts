// Shared helpers of the e2e suite: the built page list and a console-error collector.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Anchor } from '../../src/lib/anchors';
import type { NavPage } from '../../src/lib/navigation';

/** A built document as the e2e suite needs it (from Contentlayer's generated index). */
export interface BuiltDoc extends NavPage {
  title: string;
  description?: string;
  anchors: Anchor[];
  thirdParty?: boolean;
}

/** Every document of the build under test. */
export function builtDocs(): BuiltDoc[] {
  const file = new URL('../../.contentlayer/generated/Doc/_index.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as (BuiltDoc & { date: string })[]).map((doc) => ({
    ...doc,
    date: doc.date || undefined,
  }));
}

/** Starts recording console errors, warnings and uncaught exceptions of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
