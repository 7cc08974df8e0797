// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFallbackNavigation, reachable, watchFallbackNavigations } from './navigation-failure';

const ORIGIN = 'https://webpack.js.org';

/** A `navigate` event as the router's fallback to a document load makes it. */
function fallback(overrides: Record<string, unknown> = {}) {
  return {
    navigationType: 'push' as const,
    destination: { url: `${ORIGIN}/configuration/mode/`, sameDocument: false },
    canIntercept: true,
    userInitiated: false,
    hashChange: false,
    downloadRequest: null,
    formData: null,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { navigation?: unknown }).navigation;
});

describe('isFallbackNavigation', () => {
  it("is a script's same-origin push or replace while no service worker controls the page", () => {
    expect(isFallbackNavigation(fallback(), ORIGIN, false)).toBe(true);
    expect(isFallbackNavigation(fallback({ navigationType: 'replace' }), ORIGIN, false)).toBe(true);
  });

  it("leaves alone the reader's own navigations, reloads, traversals, hashes, forms and downloads", () => {
    for (const other of [
      { userInitiated: true },
      { navigationType: 'reload' },
      { navigationType: 'traverse' },
      { hashChange: true },
      { downloadRequest: 'file.zip' },
      { formData: new FormData() },
      { canIntercept: false },
      // The router's own pushState and replaceState.
      { destination: { url: `${ORIGIN}/configuration/mode/`, sameDocument: true } },
    ]) {
      expect(isFallbackNavigation(fallback(other), ORIGIN, false), JSON.stringify(other)).toBe(
        false,
      );
    }
  });

  it('leaves alone other origins, and every navigation a service worker answers', () => {
    expect(
      isFallbackNavigation(
        fallback({ destination: { url: 'https://v4.webpack.js.org/', sameDocument: false } }),
        ORIGIN,
        false,
      ),
    ).toBe(false);
    expect(isFallbackNavigation(fallback(), ORIGIN, true)).toBe(false);
  });
});

describe('reachable', () => {
  it('is true for any answer, an error status included, and false when the network fails', async () => {
    const answer = vi.fn().mockResolvedValue(new Response(null, { status: 404 }));
    expect(await reachable('/x/', answer)).toBe(true);
    expect(answer).toHaveBeenCalledWith('/x/', { method: 'HEAD', cache: 'no-store' });
    expect(
      await reachable('/x/', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
    ).toBe(false);
  });
});

describe('watchFallbackNavigations', () => {
  it('does nothing without the Navigation API', () => {
    const stop = watchFallbackNavigations(() => {});
    expect(stop).toBeTypeOf('function');
    stop();
  });

  it('intercepts a fallback and reports the page when it cannot be reached', async () => {
    const navigation = new EventTarget();
    (window as { navigation?: unknown }).navigation = navigation;
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const unreachable = vi.fn();
    const stop = watchFallbackNavigations(unreachable);
    const url = `${window.location.origin}/configuration/mode/`;
    let handler: (() => Promise<void>) | undefined;
    const event = Object.assign(
      new Event('navigate'),
      fallback({ destination: { url, sameDocument: false } }),
      {
        intercept: (options: { handler: () => Promise<void> }) => (handler = options.handler),
      },
    );
    navigation.dispatchEvent(event);
    expect(handler).toBeDefined();
    await handler!();
    expect(unreachable).toHaveBeenCalledWith(url);
    // The reader's own click is not touched.
    handler = undefined;
    navigation.dispatchEvent(
      Object.assign(
        new Event('navigate'),
        fallback({ destination: { url, sameDocument: false }, userInitiated: true }),
        {
          intercept: (options: { handler: () => Promise<void> }) => (handler = options.handler),
        },
      ),
    );
    expect(handler).toBeUndefined();
    stop();
  });
});
