// Development: Contentlayer in watch mode beside `next dev --webpack`; edits to content/ show on reload.
import { spawn } from 'node:child_process';
import { bin } from './run.mjs';

const children = [
  spawn(bin('contentlayer2'), ['dev'], { stdio: 'inherit' }),
  spawn(bin('next'), ['dev', '--webpack', ...process.argv.slice(2)], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
