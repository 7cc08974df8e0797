// Runs the drawing of a thread's social cards. resvg's images live in Rust memory that V8 does
// not count (about 3.4 MB a card), so nothing prompts a collection, and napi frees a collected
// image only once the event loop turns. A loop that never yields kept every image of its share:
// 3.2 GB at 1,000 pages. Every few cards the loop collects and yields, which keeps a thread
// near one batch of images. (Node's docs warn that V8 flags set at run time may behave
// unpredictably; `--expose-gc` only adds `gc` to contexts made afterwards, all this uses.)
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Cards drawn between two collections: a few images' memory, and no measurable slowdown. */
export const CARDS_PER_COLLECTION = 8;

/** V8's full collection; a context made after the flag is set has `gc`. */
function collector() {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc');
}

/** Calls `draw(job)` for every job, collecting and yielding after every `every` of them. */
export async function drawCards(jobs, draw, every = CARDS_PER_COLLECTION) {
  const collect = collector();
  for (const [index, job] of jobs.entries()) {
    draw(job);
    if ((index + 1) % every === 0) {
      collect();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
