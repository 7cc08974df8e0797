// The export-time steps of `npm run build`, after `next build` has written out/. Order
// matters: steps that write or rewrite files in out/ run before the service worker, which
// fingerprints what it precaches, so every step adds itself above 'service worker'.
import { run } from './run.mjs';

const steps = [
  ['offline sections', 'scripts/offline-sections.mjs'],
  ['social cards', 'scripts/og-images.mjs'],
  ['twins', 'scripts/build-twins.mjs'],
  // After every step that writes pages: the gate checks them all, the policy hashes them all.
  ['link gate', 'scripts/gates/links-cli.mjs'],
  ['content security policy', 'scripts/csp/build-csp.mjs'],
  ['service worker', 'scripts/build-sw.mjs'],
];

for (const [name, script] of steps) {
  const started = Date.now();
  const code = await run(process.execPath, [script]);
  if (code !== 0) {
    console.error(`postbuild: ${name} failed (exit ${code})`);
    process.exit(code);
  }
  console.log(`postbuild: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
