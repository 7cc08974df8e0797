// Loaded into `next dev`'s server process (scripts/dev.mjs passes it with --import). On every
// request for a page of a dynamic route, Next's dev server answers from its cached static paths
// but also starts a new process that loads the whole page bundle to run generateStaticParams
// again, only to refresh that cache. On two cores that process took about a fifth of every save's
// wait. With a static export and no cacheComponents the fresh list changes nothing a render uses
// (our pages answer unknown urls with notFound()), so each route computes it once per session.
import { createRequire } from 'node:module';
import { sep } from 'node:path';

/**
 * Makes `DevServer` compute each route's static paths once and answer later requests from its
 * cache. Returns false, changing nothing, when Next no longer has the method and cache it patches.
 */
export function staticPathsOnce(DevServer) {
  const original = DevServer?.prototype?.getStaticPaths;
  if (typeof original !== 'function') return false;
  DevServer.prototype.getStaticPaths = function getStaticPaths(options) {
    const cached = this.staticPathsCache?.get(options.pathname);
    return cached ?? original.call(this, options);
  };
  return true;
}

/** True in Next's dev server process, the one that renders pages (not its CLI, not workers). */
export const isNextDevServer = (argv = process.argv) =>
  Boolean(argv[1]?.endsWith(['server', 'lib', 'start-server.js'].join(sep)));

if (isNextDevServer()) {
  const require = createRequire(`${process.cwd()}/`);
  const { default: DevServer } = require('next/dist/server/dev/next-dev-server');
  if (!staticPathsOnce(DevServer)) {
    console.warn(
      "[dev] Next's dev server changed: generateStaticParams runs again on every request (slower saves)",
    );
  }
}
