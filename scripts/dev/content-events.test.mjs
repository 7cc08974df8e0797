import { get } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_EVENTS_PATH, startContentEvents } from './content-events.mjs';

let events;
afterEach(() => events?.close());

/**
 * Connects like an EventSource and resolves the first `count` data lines and the headers.
 * `onOpen` runs when the headers arrive: the server has the client by then.
 */
function listen(port, count, onOpen = () => {}) {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: CONTENT_EVENTS_PATH }, (response) => {
      onOpen();
      const data = [];
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        for (const line of chunk.split('\n'))
          if (line.startsWith('data: ')) data.push(JSON.parse(line.slice(6)));
        if (data.length >= count) {
          response.destroy();
          resolve({ headers: response.headers, data });
        }
      });
    }).on('error', reject);
  });
}

describe('content events', () => {
  it('streams each revision to every page, with CORS for the Next port', async () => {
    events = await startContentEvents({ host: '127.0.0.1' });
    const { headers, data } = await listen(events.port, 2, () => {
      events.publish(1);
      events.publish(2);
    });
    expect(headers['content-type']).toBe('text/event-stream');
    expect(headers['access-control-allow-origin']).toBe('*');
    expect(data).toEqual([{ revision: 1 }, { revision: 2 }]);
  });

  it('gives a page that connects the current revision at once', async () => {
    events = await startContentEvents({ host: '127.0.0.1' });
    events.publish(42);
    expect((await listen(events.port, 1)).data).toEqual([{ revision: 42 }]);
  });

  it('answers 404 elsewhere', async () => {
    events = await startContentEvents({ host: '127.0.0.1' });
    const status = await new Promise((resolve) =>
      get({ host: '127.0.0.1', port: events.port, path: '/' }, (response) =>
        resolve(response.statusCode),
      ),
    );
    expect(status).toBe(404);
  });
});
