// Serves out/ with `scripts/serve.mjs` on a loopback port for the length of one bench task.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/** Starts the server on `port`, waits until it answers, runs `task(origin)`, then stops it. */
export async function withServer(port, task) {
  const server = spawn(process.execPath, [serveScript], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 50; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return await task(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}
