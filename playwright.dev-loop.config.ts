import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

/**
 * The dev-loop project: `npm run dev` in a temporary copy of the project (scripts/dev-loop/),
 * exercised the way a writer uses it. Separate from the production suite (playwright.config.ts),
 * which serves out/. One worker: the tests edit the copy's content in turn.
 */
const PORT = Number(process.env.E2E_DEV_PORT || 4174);
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/dev-loop',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  // The first visit of each route compiles it.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'dev-loop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/dev-loop/serve-copy.mjs',
    url: `http://localhost:${PORT}/`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    // Contentlayer's cache and the compile of the first route.
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: process.env.DEV_LOOP_LOG ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
