// The content step (Contentlayer), as `npm run build` and `npm run content` run it. Its cache
// serves only while the input digest (content-inputs.mjs) is the one the last successful run
// recorded; every successful run records it, so a build right after `npm run content` (as in
// `npm test`) keeps the documents instead of building them a second time.
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  contentCacheValid,
  contentInputs,
  forgetContentInputs,
  recordContentInputs,
} from './content-inputs.mjs';
import { oneBuildEnv } from './content-pages.mjs';
import { bin, start } from './run.mjs';

/** Starts the content step in `root`; `exit` settles with its exit code once recorded. */
export function startContentBuild(root) {
  const inputs = contentInputs(root);
  const cacheValid = contentCacheValid(root, inputs);
  forgetContentInputs(root);
  const args = cacheValid ? ['build'] : ['build', '--clearCache'];
  const child = start(bin('contentlayer2'), args, { cwd: root, env: oneBuildEnv(root) });
  const exit = child.exit.then((code) => {
    if (code === 0) recordContentInputs(root, inputs);
    return code;
  });
  return { cacheValid, exit };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { cacheValid, exit } = startContentBuild(root);
  if (cacheValid) console.log('content: inputs unchanged, Contentlayer cache kept');
  process.exit(await exit);
}
