// Makes sure a Chromium exists for Playwright; installs one (apt as root, else Playwright's) or explains how.
import { findChromium } from './chromium.mjs';
import { run } from './run.mjs';

/** Returns a Chromium path, installing a browser when none is found. */
export async function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.log('No Chromium found: installing the Debian package `chromium`…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    }
  } else {
    console.log('No Chromium found: running `npx playwright install chromium`…');
    await run('npx', ['playwright', 'install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed) {
    throw new Error(
      'No Chromium available: install Debian `chromium` (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium().then(
    (path) => console.log(`Chromium: ${path}`),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
