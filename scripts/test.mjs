// The one test command: typecheck, lint, unit and component tests, build, e2e in real Chromium,
// and the dev loop (`npm run dev` in a temporary copy, driven like a writer in Chromium).
import { bin } from './run.mjs';
import { runSteps } from './steps.mjs';

process.exit(
  await runSteps([
    // Two lanes. The dev loop mostly waits on Next's compiler and the browser and leaves about
    // a core free: lint and format take it first, then the unit tests. The content step (the
    // documents, recorded so that the build step keeps them, see scripts/content-build.mjs)
    // runs beside lint; the unit tests and the typecheck read its documents, so they wait for
    // it, and the dev loop's copy starts warm from it.
    {
      lanes: [
        [
          ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
          ['format', bin('prettier'), ['--check', '.']],
          ['unit', bin('vitest'), ['run'], { after: 'content' }],
        ],
        [
          ['content', process.execPath, ['scripts/content-build.mjs']],
          ['dev-loop', process.execPath, ['scripts/e2e-dev-loop.mjs']],
          ['typecheck', bin('tsc'), ['--noEmit']],
        ],
      ],
    },
    ['build', 'npm', ['run', 'build']],
    ['e2e', process.execPath, ['scripts/e2e.mjs']],
  ]),
);
