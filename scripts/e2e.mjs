// Runs the Playwright suite against the served production build in out/ (build first with `npm run build`).
import { existsSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { bin, run } from './run.mjs';

if (!existsSync(new URL('../out/index.html', import.meta.url))) {
  console.error('out/ is missing: run `npm run build` before the e2e suite.');
  process.exit(1);
}
try {
  process.env.CHROMIUM_PATH ||= await ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(await run(bin('playwright'), ['test', ...process.argv.slice(2)]));
