// `npm run check` timed as a writer meets it: cold (no cache, every page and example checked)
// and again with its cache (only changed files are checked); the budget is 10 s cold on 2 cores.
import { spawnSync } from 'node:child_process';

/** The budget of a cold run, in seconds. */
export const CHECK_BUDGET_S = 10;

function timed(root, env) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/check.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  return { seconds: Number(seconds.toFixed(1)), status: run.status, summary: run.stderr.trim() };
}

/** Resolves `{ cold, cached }`, each `{ seconds, status, summary }`. */
export function benchCheck(root) {
  return { cold: timed(root, { CHECK_CACHE: '0' }), cached: timed(root, {}) };
}

/** Prints the figures. */
export function printCheck({ cold, cached }) {
  const verdict = cold.seconds <= CHECK_BUDGET_S ? 'PASS' : 'FAIL';
  console.log(
    `cold   ${String(cold.seconds).padStart(5)} s  ${verdict} (budget ${CHECK_BUDGET_S} s)  ${cold.summary}`,
  );
  console.log(`cached ${String(cached.seconds).padStart(5)} s  ${cached.summary}`);
}
