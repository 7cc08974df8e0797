// `npm run dev [-- next dev options]`: Next's dev server (webpack) and the content step
// (scripts/dev/content-step.mjs: Contentlayer and the writer checks). Saving a page refreshes the
// open page in place; a content problem replaces it with the located problem until it is fixed.
// The content step runs in a process of its own and is started again should it ever stop, so a
// bad file never stops the dev server.
import { fork, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bin } from './run.mjs';
import { startContentEvents } from './dev/content-events.mjs';

const args = process.argv.slice(2);
const CONTENT_STEP = fileURLToPath(new URL('./dev/content-step.mjs', import.meta.url));
/** Loaded into Next's dev server: see the file. */
const STATIC_PATHS_ONCE = fileURLToPath(new URL('./dev/next-static-paths.mjs', import.meta.url));

/** The value of `-H`/`--hostname` among `next dev` options, if any. */
function option(names) {
  for (let index = 0; index < args.length; index++) {
    const [name, value] = args[index].split('=');
    if (names.includes(name)) return value ?? args[index + 1];
  }
  return undefined;
}

const events = await startContentEvents({ host: option(['-H', '--hostname']) });
let stopping = false;
let content;
let restarts = 0;

function startContentStep() {
  // Contentlayer works in $PWD rather than the process's folder: make them agree.
  content = fork(CONTENT_STEP, [], {
    stdio: 'inherit',
    env: { ...process.env, PWD: process.cwd() },
  });
  content.on('message', (message) => {
    if (message?.type === 'revision') {
      restarts = 0;
      events.publish(message.revision);
    }
  });
  content.on('exit', (code, signal) => {
    if (stopping) return;
    const wait = Math.min(10_000, 1000 * 2 ** restarts++);
    console.error(
      `[content] the content step stopped (${signal ?? `exit ${code}`}); restarting in ${wait / 1000} s`,
    );
    setTimeout(startContentStep, wait);
  });
}

startContentStep();
const next = spawn(bin('next'), ['dev', '--webpack', ...args], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_PUBLIC_CONTENT_EVENTS_PORT: String(events.port),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${pathToFileURL(STATIC_PATHS_ONCE)}`]
      .filter(Boolean)
      .join(' '),
  },
});

function stop(code = 0) {
  stopping = true;
  events.close();
  for (const child of [content, next]) if (child?.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
next.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
