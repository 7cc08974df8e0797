// The export-time steps of `npm run build`, after `next build` has written out/. Steps in one
// phase touch different files and run side by side; a phase starts when the one before it has
// finished. Order matters across phases: the gate and the policy read every page the steps
// before them wrote, and the service worker fingerprints what it precaches, so it comes last.
import { run } from './run.mjs';

const phases = [
  [
    // Hashes each page's HTML as `next build` wrote it (the revision the warm-up keys on).
    ['offline sections', 'scripts/offline-sections.mjs'],
    ['social cards', 'scripts/og-images.mjs'],
    ['twins', 'scripts/build-twins.mjs'],
    // Article columns do not change in the policy step; the template is cut after it.
    ['reading copies', 'scripts/reading-copies.mjs'],
    // Its own bundle in out/explainer/, outside Next's chunks (see the script).
    ['config explainer', 'scripts/explainer/bundle.mjs'],
  ],
  // Fallback pages at old urls and _redirects: after the steps above, which read every page of
  // out/ and must not take a fallback page for one; before the gate, which checks them.
  [['redirects', 'scripts/links/redirect-pages.mjs']],
  [
    // The policy step replaces each page in one rename, so the gate never reads half a page.
    ['link gate', 'scripts/gates/links-cli.mjs'],
    ['content security policy', 'scripts/csp/build-csp.mjs'],
  ],
  [['service worker', 'scripts/build-sw.mjs']],
];

async function step([name, script]) {
  const started = Date.now();
  const code = await run(process.execPath, [script]);
  console.log(`postbuild: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { name, code };
}

for (const phase of phases) {
  const failed = (await Promise.all(phase.map(step))).filter(({ code }) => code !== 0);
  for (const { name, code } of failed) console.error(`postbuild: ${name} failed (exit ${code})`);
  if (failed.length > 0) process.exit(failed[0].code);
}
