// Worker thread of `npm run check`: checks the pages it is given, each on its own
// (checkPageSource), and posts back each page's result as soon as it has it.
import { parentPort, workerData } from 'node:worker_threads';
import { loadWriterChecks } from './load.mjs';

const checks = await loadWriterChecks(workerData.bundle);
parentPort.on('message', async ({ files }) => {
  for (const { file, contentPath, raw } of files) {
    parentPort.postMessage({
      result: { contentPath, ...(await checks.checkPageSource(file, contentPath, raw)) },
    });
  }
  parentPort.postMessage({ done: true });
});
