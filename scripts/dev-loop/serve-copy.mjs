// Starts `npm run dev` in a fresh temporary copy of the project (copy-project.mjs) on $PORT and
// removes the copy when stopped: the dev-loop tests' web server.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { copyPath, copyProject } from './copy-project.mjs';

const port = Number(process.env.PORT || 4174);
const root = copyProject(copyPath(port));
const dev = spawn(process.execPath, ['scripts/dev.mjs', '-p', String(port)], {
  cwd: root,
  stdio: 'inherit',
  // Contentlayer works in $PWD, not in the process's folder.
  env: { ...process.env, PWD: root, NEXT_TELEMETRY_DISABLED: '1' },
});

/** Stops the dev server, waits for it (Next writes .next/ up to the end), removes the copy. */
async function stop(code) {
  if (dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  try {
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`could not remove ${root}: ${error.message}`);
  }
  process.exit(code);
}
dev.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
