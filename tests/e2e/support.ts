// Shared helpers of the e2e suite: the built page list and a console-error collector.
import type { Page } from '@playwright/test';
import type { Anchor } from '../../src/lib/content/anchors';
import { allPages, pageBody } from '../../src/lib/content';
import type { NavPage } from '../../src/lib/content/navigation';

/** A built document as the e2e suite needs it (from Contentlayer's generated index). */
export interface BuiltDoc extends NavPage {
  title: string;
  description?: string;
  anchors: Anchor[];
  thirdParty?: boolean;
}

/** Every document of the build under test, through the one door to them (content.ts). */
export function builtDocs(): BuiltDoc[] {
  return [...allPages()];
}

/** The MDX source of a page's body, for tests that pick a page by what it is written with. */
export function docSource(doc: BuiltDoc): string {
  return pageBody(doc.url) ?? '';
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
