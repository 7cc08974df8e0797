// The dev server's content events: a small Server-Sent Events endpoint that the page's refresh
// client follows (src/components/runtime/content-refresh.client.tsx). Each event carries the
// content step's latest revision; a client that connects gets the current one at once.
import { createServer } from 'node:http';

/** The path of the event stream. */
export const CONTENT_EVENTS_PATH = '/content-events';

/**
 * Listens on a free port of `host` (all interfaces by default, like `next dev`). Resolves
 * `{ port, publish(revision), close() }`.
 */
export function startContentEvents({ host } = {}) {
  const clients = new Set();
  let latest;
  const send = (response) => response.write(`data: ${JSON.stringify({ revision: latest })}\n\n`);
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== CONTENT_EVENTS_PATH) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // The page is served by Next on another port.
      'access-control-allow-origin': '*',
    });
    // Reconnect quickly after the dev server restarts.
    response.write('retry: 500\n\n');
    if (latest !== undefined) send(response);
    clients.add(response);
    request.on('close', () => clients.delete(response));
  });
  // Proxies and browsers drop idle streams: a comment every 15 s keeps it open.
  const keepAlive = setInterval(() => {
    for (const response of clients) response.write(': keep-alive\n\n');
  }, 15_000);
  keepAlive.unref();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      resolve({
        port: server.address().port,
        publish(revision) {
          latest = revision;
          for (const response of clients) send(response);
        },
        close() {
          clearInterval(keepAlive);
          for (const response of clients) response.end();
          server.close();
        },
      });
    });
  });
}
