// Bundles the config explainer's script, worker and styles into out/explainer/ (esbuild): the
// only page that loads them is /configuration/explain/, and being outside Next's chunks they
// change no other page's first load, not even Next's runtime chunk map.
// Code splitting: the page and its Web Worker share one chunk (acorn, the precompiled
// validator, the option data) instead of each carrying a copy, and webpack's schema (needed
// only to word a failure) is a chunk of its own, loaded on the first problem.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';
import { siteStrings } from '../site-constant.mjs';

const outdir = process.argv[2] ?? 'out/explainer';
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const { metafile } = await build({
  entryPoints: {
    explainer: 'src/explainer-app/explainer.ts',
    worker: 'src/explainer-app/worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  minify: true,
  metafile: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});
copyFileSync('src/explainer-app/explainer.css', `${outdir}/explainer.css`);
// Every file the explainer may load, so the page can have the service worker keep them all.
const files = [...Object.keys(metafile.outputs).map((file) => basename(file)), 'explainer.css'];
writeFileSync(`${outdir}/${siteStrings('EXPLAIN_FILE_LIST')[0]}`, `${JSON.stringify(files)}\n`);
console.log(`config explainer: bundled into ${outdir} (${files.length} files)`);
