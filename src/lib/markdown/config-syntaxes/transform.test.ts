import { parse } from 'acorn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ConfigTransformError, transformConfig } from './transform';

const esm = (source: string) => transformConfig(source, 'esm').code;
const typed = (source: string) => transformConfig(source, 'ts').code;

/** Syntax errors TypeScript reports for a module. */
function tsErrors(code: string): string[] {
  const { diagnostics = [] } = ts.transpileModule(code, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const CONFIG = `// Build settings
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = {
  entry: './src/index.js',
  output: {
    path: path.resolve(__dirname, 'dist'),
  },
  plugins: [new HtmlWebpackPlugin()],
};
`;

describe('transformConfig to ESM', () => {
  it('turns requires into imports and module.exports into export default', () => {
    expect(esm(CONFIG)).toBe(`// Build settings
import path from 'path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

export default {
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
  },
  plugins: [new HtmlWebpackPlugin()],
};
`);
    expect(() => parse(esm(CONFIG), { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
  });

  it('imports names from Node.js built-ins, and destructures packages from their default export', () => {
    const source = `const { join, resolve: res } = require('node:path');
const { merge } = require('webpack-merge');
const webpack = require('webpack');
const { DefinePlugin } = require('webpack');
const Plugin = require('webpack').ProgressPlugin;
const fileURL = require('url').pathToFileURL;
module.exports = merge({}, { plugins: [new DefinePlugin({}), new Plugin()] });`;
    expect(esm(source)).toBe(`import { join, resolve as res } from 'node:path';
import webpackMerge from 'webpack-merge';
const { merge } = webpackMerge;
import webpack from 'webpack';
const { DefinePlugin } = webpack;
const Plugin = webpack.ProgressPlugin;
import { pathToFileURL as fileURL } from 'url';
export default merge({}, { plugins: [new DefinePlugin({}), new Plugin()] });`);
  });

  it('replaces __dirname and __filename references, not keys of the same name', () => {
    const out = esm(
      'module.exports = { context: __dirname, node: { __dirname: true }, x: { __filename }, y: a.__dirname };',
    );
    expect(out).toBe(
      'export default { context: import.meta.dirname, node: { __dirname: true }, x: { __filename: import.meta.filename }, y: a.__dirname };',
    );
  });

  it('leaves a config that declares its own __dirname or __filename alone, as valid ESM', () => {
    const source = [
      "const path = require('path');",
      "const __dirname = path.resolve('app');",
      'function __filename() {',
      "  return 'main.js';",
      '}',
      'module.exports = { context: __dirname, entry: `./${__filename()}`, y: { __dirname } };',
    ].join('\n');
    const out = esm(source);
    expect(() => parse(out, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(out).not.toContain('import.meta');
    expect(out).toContain("const __dirname = path.resolve('app');");
    expect(out).toContain(
      'export default { context: __dirname, entry: `./${__filename()}`, y: { __dirname } };',
    );
    expect(tsErrors(typed(source))).toEqual([]);
  });

  it.each([
    "module.exports = () => { const __dirname = 'app'; return { context: __dirname }; };",
    'module.exports = (__dirname) => ({ context: __dirname });',
    'module.exports = { plugins: [function (__filename) { return __filename; }] };',
  ])('refuses a __dirname or __filename bound inside a function: %s', (source) => {
    expect(() => esm(source)).toThrow(/line 1: declares its own `__(dirname|filename)`/);
  });

  it('keeps an exported function as it is', () => {
    expect(esm("module.exports = (env) => ({ mode: env.prod ? 'production' : 'none' });")).toBe(
      "export default (env) => ({ mode: env.prod ? 'production' : 'none' });",
    );
  });
});

describe('transformConfig to TypeScript', () => {
  it('types the config as Configuration and exports it by default', () => {
    const out = typed(CONFIG);
    expect(out).toBe(`// Build settings
import type { Configuration } from 'webpack';
import path from 'path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const config: Configuration = {
  entry: './src/index.js',
  output: {
    path: path.resolve(import.meta.dirname, 'dist'),
  },
  plugins: [new HtmlWebpackPlugin()],
};

export default config;
`);
    expect(tsErrors(out)).toEqual([]);
  });

  it('types an array of configs, a named config and a config function', () => {
    expect(typed('module.exports = [{}, {}];')).toBe(
      "import type { Configuration } from 'webpack';\n\nconst config: Configuration[] = [{}, {}];\n\nexport default config;",
    );
    expect(typed('const base = { mode: "none" };\nmodule.exports = base;')).toBe(
      'import type { Configuration } from \'webpack\';\n\nconst base: Configuration = { mode: "none" };\nexport default base;',
    );
    const fn = typed('module.exports = (env, argv) => ({ mode: argv.mode });');
    expect(fn).toContain(
      "const config = (env: Record<string, string | boolean | undefined>, argv: { mode?: Configuration['mode'] }): Configuration => ({ mode: argv.mode });",
    );
    expect(typed('module.exports = env => [{}];')).toContain(
      'const config = (env: Record<string, string | boolean | undefined>): Configuration[] => [{}];',
    );
    expect(typed('module.exports = async function () {\n  return {};\n};')).toContain(
      'const config = async function (): Promise<Configuration> {',
    );
    for (const out of [fn, typed('module.exports = env => [{}];')])
      expect(tsErrors(out)).toEqual([]);
  });

  it('types parameters with defaults, and leaves a local `module` alone', () => {
    const out = typed(
      'module.exports = (env = {}, { mode } = {}) => ({ mode, optimization: { splitChunks: { name(module) { return module.id; } } } });',
    );
    expect(out).toContain(
      "const config = (env: Record<string, string | boolean | undefined> = {}, { mode }: { mode?: Configuration['mode'] } = {}): Configuration => ({",
    );
    expect(tsErrors(out)).toEqual([]);
  });

  it('types a promised config, and imports the devServer typing when the config has one', () => {
    expect(typed('module.exports = (async () => {\n  return {};\n})();')).toContain(
      'const config: Promise<Configuration> = (async () => {',
    );
    expect(typed('module.exports = new Promise((resolve) => resolve({}));')).toContain(
      'const config: Promise<Configuration> = new Promise(',
    );
    expect(typed('module.exports = { devServer: { port: 8080 } };')).toBe(
      "import type { Configuration } from 'webpack';\nimport 'webpack-dev-server';\n\nconst config: Configuration = { devServer: { port: 8080 } };\n\nexport default config;",
    );
    expect(typed('module.exports = { entry: "./a" };')).not.toContain('webpack-dev-server');
  });

  it('avoids a name the config already uses', () => {
    expect(typed('const config = 1;\nmodule.exports = { entry: String(config) };')).toContain(
      'const webpackConfig: Configuration = { entry: String(config) };',
    );
  });
});

describe('transformConfig refuses what it cannot rewrite', () => {
  const cases: [string, RegExp][] = [
    ['const a = require(name);\nmodule.exports = {};', /line 1: require\(\) is only supported/],
    ['module.exports = { a: require("x") };', /line 1: require\(\) is only supported/],
    ['module.exports.entry = "./a";', /no `module.exports = …`/],
    [
      'module.exports = {};\nmodule.exports = {};',
      /line 2: `module.exports` is assigned more than once/,
    ],
    ['const a = require("a"), b = 2;\nmodule.exports = a;', /mixes require\(\)/],
    ['exports.a = 1;\nmodule.exports = {};', /line 1: `module.exports` and `exports` are only/],
    ['module.exports = { a: module.exports };', /`module.exports` and `exports` are only/],
    ['module.exports = {', /does not parse/],
  ];
  for (const [source, reason] of cases) {
    it(`refuses ${JSON.stringify(source)}`, () => {
      expect(() => esm(source)).toThrow(ConfigTransformError);
      expect(() => esm(source)).toThrow(reason);
    });
  }
});

describe('transformConfig line sources', () => {
  it('maps every generated line to the source lines it comes from', () => {
    const { code, sourceLines } = transformConfig(CONFIG, 'ts');
    const lines = code.split('\n');
    expect(lines[1]).toContain('import type');
    expect(sourceLines[1]).toEqual([]);
    expect(lines[5]).toBe('const config: Configuration = {');
    expect(sourceLines[5]).toEqual([5]);
    expect(lines[8]).toContain('import.meta.dirname');
    expect(sourceLines[8]).toEqual([8]);
  });
});
