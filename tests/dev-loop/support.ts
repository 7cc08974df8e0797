// Helpers of the dev-loop tests: the temporary copy the dev server runs in, edits to its
// content, and a collector of the errors a page reports.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { copyPath } from '../../scripts/dev-loop/copy-project.mjs';
import { DEV_STATUS_PATH } from '../../src/lib/content/dev/dev-status';

/** The project copy `npm run dev` serves (see playwright.dev-loop.config.ts). */
export const COPY = copyPath(Number(process.env.E2E_DEV_PORT || 4174));

/**
 * Waits until the dev server's content step follows content/ (documents written and every page
 * checked once): an edit made before that would be missed. Next answers pages earlier.
 */
export async function contentStepWatching(): Promise<void> {
  const file = join(COPY, DEV_STATUS_PATH);
  await expect
    .poll(
      () => {
        try {
          return (JSON.parse(readFileSync(file, 'utf8')) as { watching?: boolean }).watching;
        } catch {
          return false;
        }
      },
      { timeout: 300_000, intervals: [500] },
    )
    .toBe(true);
}

/** A content file of the copy, by its path under content/. */
export function contentFile(path: string): string {
  return join(COPY, 'content', path);
}

/** Rewrites a content file; returns the function that puts the original back. */
export function edit(path: string, change: (source: string) => string): () => void {
  const file = contentFile(path);
  const original = readFileSync(file, 'utf8');
  const changed = change(original);
  if (changed === original) throw new Error(`the edit of ${path} changed nothing`);
  writeFileSync(file, changed);
  return () => writeFileSync(file, original);
}

/** Adds a content file; returns the function that removes it. */
export function add(path: string, source: string): () => void {
  const file = contentFile(path);
  writeFileSync(file, source);
  return () => rmSync(file, { force: true });
}

/**
 * Records the page's uncaught errors and console errors. A 404 document answers with its own
 * "Failed to load resource" message, which is expected there and passed as `allowed`.
 */
export function watchErrors(page: Page, allowed: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `console.error: ${message.text()} (${message.location().url})`;
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  });
  return errors;
}

/** Waits until the page has hydrated and its runtime parts have loaded. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-keyboard-shortcuts', 'ready', {
    timeout: 120_000,
  });
}

/** Marks the document, so that a test can tell a refresh in place from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __devLoopDocument: true }));
}

/** Whether the document marked by `markDocument` is still the one shown. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as { __devLoopDocument?: boolean }).__devLoopDocument === true,
  );
}

/**
 * Processes of Next's jest-worker that run in this copy (their environment holds its PWD), such
 * as the one Next's dev server starts to rerun generateStaticParams: their pids, read from /proc.
 */
export function copyWorkerPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.includes('jest-worker')) continue;
      const environment = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (environment.includes(`PWD=${COPY}`)) pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return pids;
}
