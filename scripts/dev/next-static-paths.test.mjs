import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { isNextDevServer, staticPathsOnce } from './next-static-paths.mjs';

/** A stand-in for Next's DevServer: a cache by route, and the method that refreshes it. */
function fakeDevServer() {
  const refresh = vi.fn(async ({ pathname }) => ({ staticPaths: [`${pathname} fresh`] }));
  class DevServer {
    staticPathsCache = new Map();
    getStaticPaths(options) {
      return refresh(options);
    }
  }
  return { DevServer, refresh };
}

describe('staticPathsOnce', () => {
  it('answers from the cache without starting a refresh', async () => {
    const { DevServer, refresh } = fakeDevServer();
    expect(staticPathsOnce(DevServer)).toBe(true);
    const server = new DevServer();
    const cached = { staticPaths: ['/concepts/'] };
    server.staticPathsCache.set('/[...slug]', cached);
    expect(await server.getStaticPaths({ pathname: '/[...slug]' })).toBe(cached);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("computes a route's paths when none are cached yet", async () => {
    const { DevServer, refresh } = fakeDevServer();
    staticPathsOnce(DevServer);
    const server = new DevServer();
    expect(await server.getStaticPaths({ pathname: '/anchors/[file]' })).toEqual({
      staticPaths: ['/anchors/[file] fresh'],
    });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('changes nothing and says so when the method is gone', () => {
    class Other {}
    expect(staticPathsOnce(Other)).toBe(false);
    expect(staticPathsOnce(undefined)).toBe(false);
    expect('getStaticPaths' in Other.prototype).toBe(false);
  });

  it("fits the installed Next: the method and the cache it answers from are Next's own", () => {
    const require = createRequire(import.meta.url);
    const { default: DevServer } = require('next/dist/server/dev/next-dev-server');
    const source = String(DevServer.prototype.getStaticPaths);
    // The refresh this skips, and the cache the patch reads, as Next names them.
    expect(source).toContain('this.staticPathsCache.get(pathname)');
    expect(source).toContain('getStaticPathsWorker()');
    class Probe extends DevServer {}
    expect(staticPathsOnce(Probe)).toBe(true);
    expect(Object.hasOwn(DevServer.prototype, 'getStaticPaths')).toBe(true);
    expect(Probe.prototype.getStaticPaths).not.toBe(DevServer.prototype.getStaticPaths);
  });
});

describe('isNextDevServer', () => {
  it("is true only in the process that runs Next's start-server", () => {
    const script = join('node_modules', 'next', 'dist', 'server', 'lib', 'start-server.js');
    expect(isNextDevServer(['node', join('/project', script)])).toBe(true);
    expect(isNextDevServer(['node', '/project/node_modules/next/dist/bin/next', 'dev'])).toBe(
      false,
    );
    expect(isNextDevServer(['node', '/x/jest-worker/processChild.js'])).toBe(false);
    expect(isNextDevServer(['node'])).toBe(false);
  });
});
