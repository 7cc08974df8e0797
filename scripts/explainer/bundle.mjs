// Bundles the config explainer's script, worker and styles into out/explainer/ (esbuild): the
// only page that loads them is /configuration/explain/, and being outside Next's chunks they
// change no other page's first load, not even Next's runtime chunk map.
import { copyFileSync, mkdirSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = process.argv[2] ?? 'out/explainer';
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: {
    explainer: 'src/explainer-app/explainer.ts',
    worker: 'src/explainer-app/worker.ts',
  },
  outdir,
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'warning',
});
copyFileSync('src/explainer-app/explainer.css', `${outdir}/explainer.css`);
console.log(`config explainer: bundled into ${outdir}`);
