// Runnable guides (issue 8): each guide below is turned into a project from its own titled code
// blocks (convention in src/lib/content-checks/guide-project.ts and README.md, "Content
// checks"), built with the pinned webpack through its Node API in a temporary folder, and
// every output file the guide promises must exist. The guide text is the only copy of the code.
// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync, appendFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleGuideProject, matchOutputs, type GuideProject } from '@/lib/content-checks/guide-project';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTENT_DIR = resolve(ROOT, process.env.CONTENT_DIR ?? 'content');
const NODE_MODULES = realpathSync(join(ROOT, 'node_modules'));

const GUIDES = [
  'getting-started',
  'asset-management',
  'output-management',
  'code-splitting',
  'caching',
  'tree-shaking',
];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function writeProject(name: string, project: GuideProject): string {
  const dir = mkdtempSync(join(tmpdir(), `guide-${name}-`));
  folders.push(dir);
  for (const [file, content] of Object.entries(project.files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

function listFiles(dir: string, base = dir): string[] {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = join(dir, entry);
    if (entry === 'node_modules') return [];
    return statSync(full).isDirectory() ? listFiles(full, base) : [relative(base, full)];
  });
}

/** The part of webpack's Stats (or MultiStats) object the test reads. */
interface BuildStats {
  hasErrors(): boolean;
  toString(options: object): string;
}

/** Runs webpack (the copy the project's node_modules holds) on the project's webpack.config.js. */
async function build(dir: string): Promise<string[]> {
  const load = createRequire(join(dir, 'package.json'));
  const webpack = load('webpack');
  const configPath = join(dir, 'webpack.config.js');
  delete load.cache[configPath];
  const exported = load(configPath);
  const configs = [typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported]
    .flat()
        .map((config) => ({ mode: 'production', context: dir, ...config }));
  await new Promise<void>((done, fail) => {
    webpack(configs.length === 1 ? configs[0] : configs, (error: Error | null, stats: BuildStats) => {
      if (error) return fail(error);
      if (stats.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
      done();
    });
  });
  return listFiles(dir).filter((file) => file.startsWith('dist/'));
}

function missing(outputs: string[], emitted: string[]): string[] {
  return Object.entries(matchOutputs(outputs, emitted))
    .filter(([, files]) => files.length === 0)
    .map(([pattern]) => pattern);
}

describe('runnable guides', { timeout: 180_000 }, () => {
  for (const name of GUIDES) {
    it(`${name}: the project assembled from the guide builds and emits the promised files`, async () => {
      const text = readFileSync(join(CONTENT_DIR, 'guides', `${name}.mdx`), 'utf8');
      const project = assembleGuideProject(text);
      expect(Object.keys(project.files)).toContain('webpack.config.js');
      expect(Object.keys(project.files)).toContain('package.json');
      expect(project.outputs.length, 'the guide lists its output files').toBeGreaterThan(0);
      const dir = writeProject(name, project);
      const emitted = await build(dir);
      expect(missing(project.outputs, emitted), `emitted: ${emitted.join(', ')}`).toEqual([]);

      if (project.outputs.some((pattern) => /\[(contenthash|chunkhash)/.test(pattern))) {
        // Stable names: a second build of the same sources emits the same hashed files.
        const again = await build(dir);
        const hashed = (files: string[]) =>
          Object.values(matchOutputs(project.outputs.filter((p) => p.includes('hash]')), files)).flat().sort();
        expect(hashed(again)).toEqual(hashed(emitted));
        if (name === 'caching') {
          // The guide promises: changing application code renames the application chunk only;
          // the vendor chunk keeps its name.
          appendFileSync(join(dir, 'src/index.js'), "\nconsole.log('a change');\n");
          const changed = hashed(await build(dir));
          const vendors = (files: string[]) => files.filter((file) => /vendors/.test(file));
          expect(changed).not.toEqual(hashed(again));
          expect(vendors(changed)).toEqual(vendors(hashed(again)));
          expect(vendors(changed).length).toBeGreaterThan(0);
        }
      }
    });
  }
});
