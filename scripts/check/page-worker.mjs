// Worker thread of `npm run check`: checks the pages it is given, each on its own
// (checkPageSource), and posts back what it found.
import { parentPort } from 'node:worker_threads';
import { loadWriterChecks } from './load.mjs';

const checks = await loadWriterChecks();
parentPort.on('message', async ({ files }) => {
  const results = [];
  for (const { file, contentPath, raw } of files) {
    results.push({ contentPath, ...(await checks.checkPageSource(file, contentPath, raw)) });
  }
  parentPort.postMessage({ results });
});
parentPort.postMessage({ ready: true });
