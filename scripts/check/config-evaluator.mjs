// A long-lived config example evaluator for `npm run check` and the dev server: one child
// process (scripts/content-checks/evaluate-configs.mjs --serve) that loads webpack and compiles
// its options schema as soon as it starts, while the pages are still being read, then
// evaluates examples as they are handed over, in order. An example that ends the process is
// blamed for it and a new process takes the rest, so one bad example costs no other its verdict.
import { fork } from 'node:child_process';
import { join } from 'node:path';

/** The result of an example that ended the evaluator's process. */
export const STOPPED = 'stopped the evaluator before it could be validated';

/**
 * Starts the evaluator for the project at `projectRoot` (whose node_modules examples load); a
 * `lazy` one starts its process on the first example. `evaluate(examples)` resolves one
 * `{ id, ok, line?, error?, timedOut? }` per example, in their order (ids are their indexes); `close()`
 * ends the process once every example has its result.
 */
export function startConfigEvaluator(projectRoot, { lazy = false } = {}) {
  const script = join(projectRoot, 'scripts/content-checks/evaluate-configs.mjs');
  // Handed over and not answered yet, in order: the first is the one being evaluated.
  const pending = [];
  let nextId = 0;
  let closing = false;
  let child;

  const send = (job) => child.send({ id: job.id, code: job.code, files: job.files });

  const start = () => {
    const own = fork(script, ['--serve', projectRoot], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child = own;
    own.on('message', (message) => {
      if (message.ready) return;
      const index = pending.findIndex((job) => job.id === message.id);
      if (index >= 0) pending.splice(index, 1)[0].resolve(message);
    });
    let ended = false;
    const stopped = () => {
      if (ended) return;
      ended = true;
      const job = pending.shift();
      if (!job) return;
      job.resolve({ id: job.id, ok: false, error: STOPPED });
      start();
      pending.forEach(send);
      if (closing) child.send({ done: true });
    };
    own.on('exit', stopped);
    own.on('error', stopped);
  };
  if (!lazy) start();

  return {
    async evaluate(examples) {
      if (examples.length && !child) start();
      const results = await Promise.all(
        examples.map(
          (example) =>
            new Promise((resolve) => {
              const job = { id: nextId++, code: example.code, files: example.files, resolve };
              pending.push(job);
              send(job);
            }),
        ),
      );
      return results.map((result, id) => {
        const { ok, line, error, timedOut } = result;
        return {
          id,
          ok,
          ...(line ? { line } : {}),
          ...(error ? { error } : {}),
          ...(timedOut ? { timedOut } : {}),
        };
      });
    },
    close() {
      closing = true;
      if (child?.connected) child.send({ done: true });
    },
  };
}
