// Serves the static export in out/ on 127.0.0.1:$PORT: compression, trailing-slash redirects, the site's
// redirects of old urls, a real 404, security headers and each page's own Content-Security-Policy
// (from out/serve.json, written at export time).
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { headerRules } from './headers.mjs';
import { serveRedirects } from './links/host-redirects.mjs';
import { loadRedirects } from './links/redirect-map.mjs';

const root = fileURLToPath(new URL('../out', import.meta.url));
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(root)) {
  console.error('out/ does not exist: run `npm run build` first (or `npm start`).');
  process.exit(1);
}

/**
 * The header rules and redirects of out/serve.json. Header rules for one exact file (each
 * page's policy) go into a map looked up per response, since serve-handler would try every
 * rule on every request. Without serve.json, the defaults and the data file's redirects.
 */
function loadRules() {
  const file = `${root}/serve.json`;
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const rules = saved?.headers ?? headerRules();
  const byFile = new Map();
  const patterns = [];
  for (const rule of rules) {
    if (/[*?(){}[\]!]/.test(rule.source)) patterns.push(rule);
    else byFile.set(rule.source.replace(/^\/?/, '/'), rule.headers);
  }
  return { patterns, byFile, redirects: saved?.redirects ?? serveRedirects(loadRedirects()) };
}

const { patterns, byFile, redirects } = loadRules();

const config = {
  public: root,
  trailingSlash: true,
  cleanUrls: true,
  directoryListing: false,
  etag: true,
  headers: patterns,
  // Old urls answer with a 301 to where they moved, as on the deploy hosts.
  redirects,
};

// gzip/deflate like any production static host, so local figures match what readers get.
const compress = compression();

const server = createServer((request, response) => {
  // serve-handler opens the file it answers with (the page, or 404.html) through this hook.
  const handlers = {
    createReadStream(path, options) {
      const headers = byFile.get(`/${relative(root, path).split(sep).join('/')}`);
      for (const { key, value } of headers ?? []) response.setHeader(key, value);
      return createReadStream(path, options);
    },
  };
  compress(request, response, () => {
    handler(request, response, config, handlers).catch((error) => {
      console.error(error);
      response.statusCode = 500;
      response.end('Internal Server Error');
    });
  });
});

server.listen(port, host, () => {
  console.log(`Serving out/ at http://${host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
