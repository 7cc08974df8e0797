// Tiny helpers for the orchestration scripts: run a command with inherited output and time it.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * Starts `command args` with inherited stdio: `child` (to stop it early) and `exit`, which
 * resolves with its exit code (1 when a signal ended it).
 */
export function start(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exit = new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, exit };
}

/**
 * Lowers a started process's priority to `niceness` (1–19): it, and the processes it starts
 * afterwards, then run on the cycles the others leave. Lowering one's own child's priority
 * needs no privilege.
 */
export function lowerPriority(child, niceness) {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, niceness);
  } catch (error) {
    // Already gone: its exit code tells why.
    if (error.info?.code !== 'ESRCH') throw error;
  }
}

/** Runs `command args` with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return start(command, args, options).exit;
}

/** Path of an npm package binary in this project. */
export function bin(name) {
  return new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
}
