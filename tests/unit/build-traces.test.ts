// A static export has no server to deploy, so Next's output file traces (the files a server
// would need, traced through node_modules after the compile) are pure build cost: about 15 s
// of one core on this site. The config excludes every file from them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectBuildTraces } from 'next/dist/build/collect-build-traces.js';
import loadConfig from 'next/dist/server/config.js';
import { PHASE_PRODUCTION_BUILD } from 'next/dist/shared/lib/constants.js';

const root = join(import.meta.dirname, '../..');

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
});
