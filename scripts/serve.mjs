// Serves the static export in out/ on 127.0.0.1:$PORT: compression, trailing-slash redirects, a real 404, security headers.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import handler from 'serve-handler';
import { headerRules } from './headers.mjs';

const root = fileURLToPath(new URL('../out', import.meta.url));
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '127.0.0.1';

if (!existsSync(root)) {
  console.error('out/ does not exist: run `npm run build` first (or `npm start`).');
  process.exit(1);
}

const config = {
  public: root,
  trailingSlash: true,
  cleanUrls: true,
  directoryListing: false,
  etag: true,
  headers: headerRules(),
};

// gzip/deflate like any production static host, so local figures match what readers get.
const compress = compression();

const server = createServer((request, response) => {
  compress(request, response, () => {
    handler(request, response, config).catch((error) => {
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
