// Export-time step: completes out/offline-sections.json (written by the route with each printable section's page urls) with every file a saved page needs offline and its size.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTs } from './bundle-ts.mjs';
import { pageRevision } from './page-revision.mjs';

/**
 * The RSC payload a client navigation to the page fetches. The `__next.*.txt` segment files
 * serve prefetching only (and `__next._full.txt` repeats index.txt), so saving them would
 * double a section's size for nothing: offline, a failed prefetch just falls back to this.
 */
const RSC_FILE = /^index\.txt$/;

/**
 * The files of one page in out/: its HTML (keyed by the page url, with the warm-up revision)
 * then its navigation payload, each `[path, bytes, revision?]`.
 */
export function pageFiles(outDir, url) {
  const dir = join(outDir, ...url.split('/').filter(Boolean));
  const html = readFileSync(join(dir, 'index.html'));
  const payloads = readdirSync(dir)
    .filter((name) => RSC_FILE.test(name))
    .sort()
    .map((name) => [`${url}${name}`, statSync(join(dir, name)).size]);
  return [[url, html.length, pageRevision(html)], ...payloads];
}

/** The full manifest from the route's `{ sections: [{ id, title, urls }] }`. */
export function buildSectionManifest(outDir, listed) {
  return {
    sections: listed.sections.map(({ id, title, urls }) => {
      const files = urls.flatMap((url) => pageFiles(outDir, url));
      const bytes = files.reduce((sum, [, size]) => sum + size, 0);
      // The urls stay, so the step can run again on the same export.
      return { id, title, urls, pages: urls.length, bytes, files };
    }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = fileURLToPath(new URL('../out/', import.meta.url));
  const { LISTED_SECTIONS, SECTION_MANIFEST, checkContract, readContract } = await loadTs(
    'src/lib/contracts/index.ts',
  );
  const manifest = checkContract(
    SECTION_MANIFEST,
    buildSectionManifest(out, readContract(LISTED_SECTIONS, out)),
  );
  writeFileSync(join(out, SECTION_MANIFEST.file), `${JSON.stringify(manifest)}\n`);
  const total = manifest.sections.reduce((sum, section) => sum + section.bytes, 0);
  console.log(
    `offline sections: ${manifest.sections.length} sections, ${(total / 1024 / 1024).toFixed(1)} MiB in all`,
  );
}
