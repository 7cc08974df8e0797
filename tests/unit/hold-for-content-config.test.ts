// `npm run build` holds the end of Next's client compile (its last) until the content step is
// done, so the render workers do not wait through the content step's memory peak
// (scripts/hold-for-content.mjs). Only that compile, and only when the build hands over the marker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import nextConfig from '../../next.config.mjs';
import { HoldForContent } from '../../scripts/hold-for-content.mjs';
import { CONTENT_READY_ENV, CONTENT_WAIT_MS } from '../../src/lib/contracts/content-ready';

type Hook = (
  config: { plugins: object[]; module: { rules: unknown[] }; output: Record<string, unknown> },
  context: { dev: boolean; isServer: boolean },
) => { plugins: object[] };

const holds = (context: { dev: boolean; isServer: boolean }) =>
  (nextConfig as { webpack: Hook })
    .webpack({ plugins: [], module: { rules: [] }, output: {} }, context)
    .plugins.filter((plugin) => plugin instanceof HoldForContent);

afterEach(() => vi.unstubAllEnvs());

describe("next.config's hold for the content step", () => {
  it('holds the production client compile for the marker the build names', () => {
    vi.stubEnv(CONTENT_READY_ENV, '/tmp/x/.contentlayer/content-ready');
    const [hold] = holds({ dev: false, isServer: false });
    expect(hold).toMatchObject({
      marker: '/tmp/x/.contentlayer/content-ready',
      timeoutMs: CONTENT_WAIT_MS,
    });
    expect(holds({ dev: false, isServer: true })).toEqual([]);
    expect(holds({ dev: true, isServer: false })).toEqual([]);
  });

  it('holds nothing without a marker (next build run on its own, the dev server)', () => {
    vi.stubEnv(CONTENT_READY_ENV, '');
    expect(holds({ dev: false, isServer: false })).toEqual([]);
  });
});
