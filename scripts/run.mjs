// Tiny helpers for the orchestration scripts: run a command with inherited output and time it.
import { spawn } from 'node:child_process';

/** Runs `command args` with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Path of an npm package binary in this project. */
export function bin(name) {
  return new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
}
