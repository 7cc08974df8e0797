// Runs the dev-loop project (playwright.dev-loop.config.ts): `npm run dev` in a temporary copy of
// the project, in real Chromium. Needs Contentlayer's cache warm (the build leaves it so).
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, run } from './run.mjs';

try {
  process.env.CHROMIUM_PATH ||= await ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(
  await run(bin('playwright'), [
    'test',
    '-c',
    'playwright.dev-loop.config.ts',
    ...process.argv.slice(2),
  ]),
);
