// A server for specs that need more than the suite's: it serves an export like `npm run serve`
// (serve-handler, trailing slashes, the export's serve.json headers), can switch to another
// export on the same origin (a deploy), and can make chosen paths fail as a broken host does.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { relative, sep } from 'node:path';
import handler from 'serve-handler';

/** Header rules of an export's serve.json: exact files by path, the rest as serve-handler patterns. */
function headerRules(root) {
  const file = `${root}/serve.json`;
  const rules = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).headers : [];
  const byFile = new Map();
  const patterns = [];
  for (const rule of rules) {
    if (/[*?(){}[\]!]/.test(rule.source)) patterns.push(rule);
    else byFile.set(rule.source.replace(/^\/?/, '/'), rule.headers);
  }
  return { byFile, patterns };
}

/**
 * Starts a server for the export in `root` on a free loopback port. Returns its `origin`,
 * `deploy(root)` (serve another export from now on), `fail(pathRegExp, 503 | 'reset')` and
 * `heal()`, `requests` (every path asked for, in order) and `close()`.
 */
export async function startSiteServer(root) {
  let current = { root, ...headerRules(root) };
  /** @type {{ path: RegExp, how: 503 | 'reset' } | null} */
  let failure = null;
  /** @type {string[]} */
  const requests = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (failure?.path.test(path)) {
      if (failure.how === 'reset') request.socket.destroy();
      else response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const { root, byFile, patterns } = current;
    const config = {
      public: root,
      trailingSlash: true,
      cleanUrls: true,
      directoryListing: false,
      headers: patterns,
    };
    handler(request, response, config, {
      createReadStream(file, options) {
        const headers = byFile.get(`/${relative(root, file).split(sep).join('/')}`);
        for (const { key, value } of headers ?? []) response.setHeader(key, value);
        return createReadStream(file, options);
      },
    }).catch(() => response.writeHead(500).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${port}`,
    /** @param {string} next */
    deploy(next) {
      current = { root: next, ...headerRules(next) };
    },
    /** @param {RegExp} path @param {503 | 'reset'} how */
    fail(path, how) {
      failure = { path, how };
    },
    heal() {
      failure = null;
    },
    requests,
    /** @returns {Promise<void>} */
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
