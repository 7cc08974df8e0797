// The one test command: typecheck, lint, unit and component tests, build, e2e in real Chromium,
// then the dev loop (`npm run dev` in a temporary copy, driven like a writer in Chromium).
import { bin, run } from './run.mjs';

const steps = [
  // The documents, recorded so that the build step below keeps them (scripts/content-build.mjs).
  ['content', process.execPath, ['scripts/content-build.mjs']],
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.']],
  ['unit', bin('vitest'), ['run']],
  ['build', 'npm', ['run', 'build']],
  ['e2e', process.execPath, ['scripts/e2e.mjs']],
  ['dev-loop', process.execPath, ['scripts/e2e-dev-loop.mjs']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code}) after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(code);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
