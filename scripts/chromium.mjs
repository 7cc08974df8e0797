// Finds a Chromium binary for Playwright: $CHROMIUM_PATH, a Playwright-installed browser, or Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags that keep Chromium quiet on a machine without internet (see ARCHITECTURE.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Path of a usable Chromium, or undefined when none is installed. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, but no file is there.`);
  }
  try {
    const { chromium } = require('playwright-core');
    const installed = chromium.executablePath();
    if (installed && existsSync(installed)) return installed;
  } catch {
    // No Playwright-managed browser: fall through to the system one.
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}
