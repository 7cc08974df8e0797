// A static export has no server to deploy, so Next's output file traces (the files a server
// would need, traced through node_modules after the compile) are pure build cost: about 15 s
// of one core on this site. The config excludes every file from them, and drops the per-page
// tracing of the server compile (its chunks were parsed again after the build: about 3 s).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectBuildTraces } from 'next/dist/build/collect-build-traces.js';
import { TraceEntryPointsPlugin } from 'next/dist/build/webpack/plugins/next-trace-entrypoints-plugin.js';
import loadConfig from 'next/dist/server/config.js';
import { PHASE_PRODUCTION_BUILD } from 'next/dist/shared/lib/constants.js';
import nextConfig from '../../next.config.mjs';

const root = join(import.meta.dirname, '../..');

interface WebpackConfig {
  plugins: object[];
  module: { rules: unknown[] };
  output: Record<string, unknown>;
}
type Hook = (config: WebpackConfig, context: { dev: boolean; isServer: boolean }) => WebpackConfig;

/** The plugins our webpack hook leaves in a compile that starts with `plugins`. */
function pluginsAfterHook(plugins: object[], context: { dev: boolean; isServer: boolean }) {
  const hook = (nextConfig as { webpack: Hook }).webpack;
  return hook({ plugins, module: { rules: [] }, output: {} }, context).plugins;
}

describe("Next's output file traces", () => {
  it('stop at their entries for the static export: no dependency of the server is traced', async () => {
    const config = await loadConfig(PHASE_PRODUCTION_BUILD, root);
    expect(config.output).toBe('export');
    const distDir = mkdtempSync(join(tmpdir(), 'build-traces-'));
    try {
      await collectBuildTraces({
        dir: root,
        config,
        distDir,
        edgeRuntimeRoutes: {},
        staticPages: [],
        outputFileTracingRoot: root,
      });
      const traced = (file: string): string[] =>
        JSON.parse(readFileSync(join(distDir, file), 'utf8')).files;
      for (const file of ['next-server.js.nft.json', 'next-minimal-server.js.nft.json']) {
        const files = traced(file);
        // Without the exclusion next-server.js alone traces about 770 files, React among them.
        expect(files.filter((path) => /node_modules\/(?:react|react-dom)\//.test(path))).toEqual(
          [],
        );
        expect(files.length).toBeLessThan(10);
      }
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('are not collected page by page: the production server compile runs without the trace plugin', () => {
    const other = { apply() {} };
    const trace = () =>
      new TraceEntryPointsPlugin({
        rootDir: root,
        appDir: join(root, 'src/app'),
        pagesDir: undefined,
        compilerType: 'server',
        appDirEnabled: true,
        traceIgnores: [],
        esmExternals: true,
        outputFileTracingRoot: root,
      });
    expect(pluginsAfterHook([other, trace()], { dev: false, isServer: true })).toEqual([other]);
    // Only the production server compile: no other compile is touched.
    expect(pluginsAfterHook([other, trace()], { dev: true, isServer: true })).toHaveLength(2);
    expect(pluginsAfterHook([other, trace()], { dev: false, isServer: false })).toHaveLength(2);
  });
});
