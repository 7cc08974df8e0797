// The one test command: typecheck, lint, unit and component tests, build, e2e in real Chromium,
// and the dev loop (`npm run dev` in a temporary copy, driven like a writer in Chromium).
import { bin } from './run.mjs';
import { runSteps } from './steps.mjs';

process.exit(
  await runSteps([
    // The documents, recorded so that the build step below keeps them (scripts/content-build.mjs)
    // and the dev loop's copy starts warm.
    ['content', process.execPath, ['scripts/content-build.mjs']],
    // Side by side: the dev loop mostly waits on Next's compiler and the browser, and leaves
    // about a core free. The static checks use one core each, then the unit tests take the
    // free core until the dev loop ends, then both.
    {
      lanes: [
        [
          ['typecheck', bin('tsc'), ['--noEmit']],
          ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
          ['format', bin('prettier'), ['--check', '.']],
          ['unit', bin('vitest'), ['run']],
        ],
        [['dev-loop', process.execPath, ['scripts/e2e-dev-loop.mjs']]],
      ],
    },
    ['build', 'npm', ['run', 'build']],
    ['e2e', process.execPath, ['scripts/e2e.mjs']],
  ]),
);
