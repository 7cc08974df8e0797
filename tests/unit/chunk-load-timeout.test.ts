import nextConfig from '../../next.config.mjs';
import { siteNumber } from '../../scripts/site-constant.mjs';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/lib/site';

type Hook = (
  config: { output: Record<string, unknown> },
  context: { isServer: boolean },
) => {
  output: Record<string, unknown>;
};

describe('chunk load timeout', () => {
  it("sets webpack's output.chunkLoadTimeout of the browser build to CHUNK_LOAD_TIMEOUT_MS", () => {
    const hook = (nextConfig as { webpack: Hook }).webpack;
    expect(hook({ output: {} }, { isServer: false }).output.chunkLoadTimeout).toBe(
      CHUNK_LOAD_TIMEOUT_MS,
    );
    expect(hook({ output: {} }, { isServer: true }).output.chunkLoadTimeout).toBeUndefined();
  });
  it('reads site.ts numbers from the module itself, and names a missing constant clearly', () => {
    expect(siteNumber('CHUNK_LOAD_TIMEOUT_MS')).toBe(CHUNK_LOAD_TIMEOUT_MS);
    expect(() => siteNumber('NOPE')).toThrow(/no numeric constant named NOPE/);
    expect(() => siteNumber('PRODUCT')).toThrow(/no numeric constant named PRODUCT/);
  });
});
