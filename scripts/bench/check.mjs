// `npm run check` timed as a writer meets it: cold (no cache, every page and example checked)
// and again with its cache (only changed files are checked); the budget is 10 s cold on 2 cores.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { siteNumber } from '../site-constant.mjs';

/** The budget of a cold run, in seconds (src/lib/site/quality-gates.ts). */
export const CHECK_BUDGET_S = siteNumber('CHECK_BUDGET_S');

/**
 * CPU seconds used by the children this process has waited for (Linux: cutime + cstime of
 * /proc/self/stat, in clock ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

function timed(root, env) {
  // The machine may be shared: the load before the run and the CPU the run used say how much
  // of the wall time was waiting for a core.
  const load = Number(loadavg()[0].toFixed(1));
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const run = spawnSync(process.execPath, ['scripts/check.mjs'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpu();
  const cpu = cpuBefore === undefined ? undefined : Number((cpuAfter - cpuBefore).toFixed(1));
  return {
    seconds: Number(seconds.toFixed(1)),
    cpu,
    load,
    status: run.status,
    summary: run.stderr.trim(),
  };
}

/** Resolves `{ cold, cached }`, each `{ seconds, cpu, load, status, summary }`. */
export function benchCheck(root) {
  return { cold: timed(root, { CHECK_CACHE: '0' }), cached: timed(root, {}) };
}

/** Prints the figures. */
export function printCheck({ cold, cached }) {
  const verdict = cold.seconds <= CHECK_BUDGET_S ? 'PASS' : 'FAIL';
  const machine = (run) =>
    `(${run.cpu === undefined ? '' : `${run.cpu} s CPU, `}load average ${run.load} before)`;
  console.log(
    `cold   ${String(cold.seconds).padStart(5)} s  ${verdict} (budget ${CHECK_BUDGET_S} s) ${machine(cold)}  ${cold.summary}`,
  );
  console.log(
    `cached ${String(cached.seconds).padStart(5)} s ${machine(cached)}  ${cached.summary}`,
  );
}
