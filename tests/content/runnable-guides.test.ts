// Runnable guides (issue 8): each guide below is turned into a project from its own titled code
// blocks (convention in scripts/content-checks/guide-project.ts and docs/content-checks.md, "Runnable
// checks"), built with the pinned webpack through its Node API in a temporary folder, and
// every output file the guide promises must be one webpack emitted (an asset in its stats, on
// disk): files the guide has its reader write by hand, such as dist/index.html, are set apart
// and never count. The guide text is the only copy of the code.
// @vitest-environment node
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assembleGuideProject,
  matchOutputs,
  splitOutputs,
  statsAssetFiles,
  type GuideProject,
  type StatsAssets,
} from '../../scripts/content-checks/guide-project';

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
  'development',
];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function writeProject(name: string, project: GuideProject): string {
  // Real path: webpack.config.js's __dirname (and so output.path) is the resolved one.
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `guide-${name}-`)));
  folders.push(dir);
  for (const [file, content] of Object.entries(project.files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'), 'dir');
  return dir;
}

/** The part of webpack's Stats (or MultiStats) object the test reads. */
interface BuildStats {
  hasErrors(): boolean;
  toString(options: object): string;
  toJson(options: object): StatsAssets;
}

type Config = Record<string, unknown> & { optimization?: Record<string, unknown> };

/**
 * Runs webpack (the copy the project's node_modules holds) on the project's webpack.config.js,
 * each configuration passed through `adjust` (for control builds), and returns the files
 * webpack emitted: the assets its stats report, relative to the project, that are on disk.
 */
async function build(dir: string, adjust: (config: Config) => Config = (c) => c): Promise<string[]> {
  const load = createRequire(join(dir, 'package.json'));
  const webpack = load('webpack');
  const configPath = join(dir, 'webpack.config.js');
  delete load.cache[configPath];
  const exported = load(configPath);
  const configs = [typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported]
    .flat()
    .map((config: Config) => adjust({ mode: 'production', context: dir, ...config }));
  const stats = await new Promise<BuildStats>((done, fail) => {
    webpack(configs.length === 1 ? configs[0] : configs, (error: Error | null, stats: BuildStats) => {
      if (error) return fail(error);
      if (stats.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
      done(stats);
    });
  });
  const assets = statsAssetFiles(stats.toJson({ all: false, assets: true, cachedAssets: true, outputPath: true }), dir);
  return assets.filter((file) => existsSync(join(dir, file)));
}

/**
 * The unused exports of a guide project: functions `export function name(…) { return … }`
 * of its files that no file imports by name, each with a pattern for its return expression
 * as a minifier writes it (spaces dropped, identifiers renamed; the same identifier twice is
 * the same name twice), bounded so that `x * x` is not found inside `x * x * x`.
 */
function unusedFunctions(files: Record<string, string>): { name: string; body: RegExp }[] {
  const sources = Object.entries(files).filter(([file]) => /\.m?js$/.test(file));
  const imported = new Set(
    sources.flatMap(([, code]) =>
      [...code.matchAll(/import\s*\{([^}]*)\}\s*from/g)].flatMap((m) =>
        m[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!),
      ),
    ),
  );
  const found: { name: string; body: RegExp }[] = [];
  for (const [, code] of sources) {
    for (const m of code.matchAll(/export function (\w+)\s*\([^)]*\)\s*\{\s*return ([^;]+);\s*\}/g)) {
      if (imported.has(m[1]!)) continue;
      const names: string[] = [];
      const source = m[2]!
        .replace(/\s+/g, '')
        .split(/([A-Za-z_$][\w$]*)/)
        .map((part, index) => {
          if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const seen = names.indexOf(part);
          if (seen >= 0) return `\\${seen + 1}`;
          names.push(part);
          return '([\\w$]+)';
        })
        .join('');
      found.push({ name: m[1]!, body: new RegExp(`(?<![\\w$.*/%+-])${source}(?![\\w$.*/%+-])`) });
    }
  }
  return found;
}

interface PageWindow {
  eval(code: string): unknown;
  close(): void;
  document: Document;
}

/**
 * Opens a built `dist/index.html` in jsdom, runs its scripts in the order the page lists them,
 * clicks its first button and returns the text of the page's body.
 */
function clickFirstButton(dir: string): string {
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string, options: object) => { window: PageWindow };
  };
  const { window } = new JSDOM(html.replace(/<script\b[^>]*><\/script>/g, ''), {
    runScripts: 'outside-only',
  });
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    window.eval(readFileSync(join(dir, 'dist', src!), 'utf8'));
  }
  window.document.querySelector('button')!.click();
  const text = window.document.body.textContent ?? '';
  window.close();
  return text;
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
      const { byWebpack, byHand } = splitOutputs(project.outputs, Object.keys(project.files));
      console.log(
        `${name}: promised outputs emitted by webpack: ${byWebpack.join(', ')}` +
          (byHand.length ? `; written by the reader, not counted: ${byHand.join(', ')}` : ''),
      );
      expect(byWebpack.length, 'the guide promises files that webpack emits').toBeGreaterThan(0);
      const emitted = await build(dir);
      expect(missing(byWebpack, emitted), `emitted: ${emitted.join(', ')}`).toEqual([]);

      if (name === 'tree-shaking') {
        // The guide promises the production bundle keeps no trace of the unused export. The
        // control build, without usedExports and module concatenation, shows that the pattern
        // finds the function's body when it is kept.
        const unused = unusedFunctions(project.files);
        expect(unused.map((fn) => fn.name)).toEqual(['square']);
        const scripts = (files: string[]) =>
          files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
        const production = scripts(emitted);
        const control = scripts(
          await build(dir, (config) => ({
            ...config,
            optimization: { ...config.optimization, usedExports: false, concatenateModules: false },
          })),
        );
        for (const fn of unused) {
          expect(control, `control build keeps ${fn.name} (${fn.body})`).toMatch(fn.body);
          expect(production, `production bundle drops ${fn.name} (${fn.body})`).not.toMatch(fn.body);
          console.log(
            `tree-shaking: ${fn.name}'s body ${fn.body} is \`${control.match(fn.body)?.[0]}\` in the control build, absent from the production bundle`,
          );
        }
      }

      if (name === 'development') {
        // The guide promises: with one runtime, both entry points share the same tally.js, so
        // a click on the counter shows on the status line; with a runtime per entry point (the
        // control build) each runs its own copy and the total stays at zero.
        expect(clickFirstButton(dir)).toContain('One visitor so far.');
        await build(dir, (config) => ({
          ...config,
          optimization: { ...config.optimization, runtimeChunk: false },
        }));
        expect(clickFirstButton(dir)).toContain('0 visitors so far.');
        console.log('development: one runtime shares tally.js between the entry points; a runtime per entry does not');
      }

      if (byWebpack.some((pattern) => /\[(contenthash|chunkhash)/.test(pattern))) {
        // Stable names: a second build of the same sources emits the same hashed files.
        const again = await build(dir);
        const hashed = (files: string[]) =>
          Object.values(matchOutputs(byWebpack.filter((p) => p.includes('hash]')), files)).flat().sort();
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
