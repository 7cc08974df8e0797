// `npm run build`: the content step (contentlayer2) and `next build --webpack` start together,
// then the export-time steps (postbuild.mjs) run on out/. webpack's compile does not read the
// documents, so it runs while Contentlayer builds them. The compile's end waits for the marker
// this script writes once the content step has succeeded (scripts/hold-for-content.mjs), and so
// do the render workers that read the documents (src/lib/content/content-ready.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printPluginTimes, printStep, watchNext } from './build-steps.mjs';
import { loadTs } from './bundle-ts.mjs';
import { nextBuildEnv } from './next-build-env.mjs';
import { startContentBuild } from './content-build.mjs';
import { bin, lowerPriority, run, start } from './run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { CONTENT_READY_ENV, CONTENT_READY_MARKER } = await loadTs(
  'src/lib/contracts/content-ready.ts',
);
const marker = join(root, CONTENT_READY_MARKER);

const pluginTimes = join(root, '.contentlayer', 'rehype-times.json');

/** Next's priority beside a cold content step (about a tenth of a contested core). */
const NEXT_NICENESS = 10;

rmSync(marker, { force: true });
rmSync(pluginTimes, { force: true });
const started = Date.now();
let contentDone;
const next = start(bin('next'), ['build', '--webpack'], {
  cwd: root,
  env: nextBuildEnv({ ...process.env, [CONTENT_READY_ENV]: marker }),
  stdio: ['inherit', 'pipe', 'inherit'],
});
// Contentlayer's cache serves unchanged pages only while nothing else they depend on changed.
// Started second: hashing those inputs (an esbuild pass over the content code) need not hold
// back Next's compile.
const content = startContentBuild(root);
// Static generation waits for both. When Contentlayer starts cold the content step is the longer
// one (about 19 s of CPU on the real site against the compile's 14) and it grows with the pages
// while the compile does not: the compile then runs on the cycles the content step leaves
// (1,000 pages: 120.1 s instead of 125.1 s, medians of three). Warm, the compile is the longer
// one and keeps its priority. Next's render workers inherit it, with nothing left to compete with.
if (!content.cacheValid) lowerPriority(next.child, NEXT_NICENESS);
const nextPhases = watchNext(next.child.stdout, started, () => contentDone);

const contentCode = await content.exit;
contentDone = Date.now() - started;
if (contentCode !== 0) {
  // Contentlayer has printed the file, field and reason; the render would only wait in vain.
  next.child.kill('SIGTERM');
  await next.exit;
  console.error(`build: the content step failed (exit ${contentCode})`);
  process.exit(contentCode);
}
mkdirSync(join(root, '.contentlayer'), { recursive: true });
writeFileSync(marker, `${new Date().toISOString()}\n`);
printStep('content', contentDone, content.cacheValid ? 'Contentlayer cache kept' : 'cold');
printPluginTimes(pluginTimes);

const nextCode = await next.exit;
rmSync(marker, { force: true });
if (nextCode !== 0) process.exit(nextCode);
nextPhases.report(Date.now() - started);

const postStarted = Date.now();
const code = await run(process.execPath, [join(root, 'scripts/postbuild.mjs')], { cwd: root });
printStep('export steps', Date.now() - postStarted);
printStep('total', Date.now() - started);
process.exit(code);
