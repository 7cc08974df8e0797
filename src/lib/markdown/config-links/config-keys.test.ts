import { describe, expect, it } from 'vitest';
import { configKeys } from './config-keys';

const paths = (code: string, typescript = false) =>
  configKeys(code, { typescript }).map((key) => key.path.join('.'));

describe('configKeys', () => {
  it('walks the object literal of module.exports into nested objects and arrays', () => {
    const code = `const path = require('path');
module.exports = {
  output: { filename: '[name].js', path: path.resolve(__dirname, 'dist') },
  module: { rules: [{ test: /\\.css$/, use: ['style-loader'] }] },
};`;
    expect(paths(code)).toEqual([
      'output',
      'output.filename',
      'output.path',
      'module',
      'module.rules',
      'module.rules.[].test',
      'module.rules.[].use',
    ]);
  });

  it('gives the exact offsets of each key, quotes included', () => {
    const code = "export default { 'mode': 'none', entry: './a.js' };";
    const keys = configKeys(code);
    expect(keys.map(({ start, end }) => code.slice(start, end))).toEqual(["'mode'", 'entry']);
  });

  it('follows a named config exported later, functions, arrays and branches', () => {
    expect(paths('const config = { mode: "none" };\nmodule.exports = config;')).toEqual(['mode']);
    expect(paths('export default (env, argv) => ({ devtool: false });')).toEqual(['devtool']);
    expect(paths('module.exports = function (env) { return { target: "web" }; };')).toEqual([
      'target',
    ]);
    expect(paths('module.exports = [{ name: "a" }, { name: "b" }];')).toEqual(['name', 'name']);
    expect(paths('module.exports = { optimization: prod ? { minimize: true } : {} };')).toEqual([
      'optimization',
      'optimization.minimize',
    ]);
  });

  it('reads TypeScript configurations', () => {
    const code = `import type { Configuration } from 'webpack';
const config: Configuration = { resolve: { extensions: ['.ts'] } } satisfies Configuration;
export default config;`;
    expect(paths(code, true)).toEqual(['resolve', 'resolve.extensions']);
  });

  it('sees through TypeScript wrappers around the exported object and nested values', () => {
    expect(paths("export default { mode: 'production' } as Configuration;", true)).toEqual([
      'mode',
    ]);
    expect(paths("export default <Configuration>{ mode: 'production' };", true)).toEqual(['mode']);
    expect(paths("const config = { mode: 'none' };\nexport default config!;", true)).toEqual([
      'mode',
    ]);
    const code = `export default {
  output: { path: dist } as Configuration['output'],
  resolve: <Configuration['resolve']>{ alias: {} },
  optimization: { minimize: true }!,
};`;
    expect(paths(code, true)).toEqual([
      'output',
      'output.path',
      'resolve',
      'resolve.alias',
      'optimization',
      'optimization.minimize',
    ]);
  });

  it('follows a config declared with export const or as a function declaration', () => {
    const named = `export const config: Configuration = { mode: 'none' };
export { config as webpackConfig };
export default config;`;
    expect(paths(named, true)).toEqual(['mode']);
    expect(paths('export default function (env) { return { target: "node" }; }')).toEqual([
      'target',
    ]);
    const declared = `function config(env) {
  const mode = env.production ? 'production' : 'development';
  return { mode, devtool: false };
}
module.exports = config;`;
    expect(paths(declared)).toEqual(['mode', 'devtool']);
  });

  it('follows both branches of a conditional export, listing keys in code order', () => {
    const code = `const dev = { devtool: 'eval', cache: true };
const prod = { mode: 'production', bail: true };
module.exports = process.env.CI ? prod : dev;`;
    const keys = configKeys(code);
    expect(keys.map((key) => code.slice(key.start, key.end))).toEqual([
      'devtool',
      'cache',
      'mode',
      'bail',
    ]);
  });

  it('follows a self-referencing or redeclared var and awaited values without looping', () => {
    expect(paths("var config = config || { mode: 'none' };\nmodule.exports = config;")).toEqual([
      'mode',
    ]);
    // A bare `var config;` again does not reset the value in JavaScript.
    expect(paths("var config = { mode: 'none' };\nvar config;\nmodule.exports = config;")).toEqual([
      'mode',
    ]);
    expect(paths("const config = { mode: 'none' };\nexport default await config;")).toEqual([
      'mode',
    ]);
  });

  it('takes only assignments to module.exports as the export', () => {
    const code = `require('dotenv').config();
let shared;
shared = { entry: './shared.js' };
plugin.exports = { name: 'plugin' };
module.hot = { accept: true };
module.exports = { mode: 'none' };`;
    expect(paths(code)).toEqual(['mode']);
  });

  it('skips spreads, holes and exports it cannot see into', () => {
    expect(paths('import base from "./base.js";\nexport default base;')).toEqual([]);
    expect(paths('module.exports = merge(common, { mode: "none" });')).toEqual([]);
    expect(paths('module.exports = () => { return; };')).toEqual([]);
    const code = `module.exports = [...base, , {
  ...common,
  name: 'extra',
  resolve: { extensions: ['.js', , ...more] },
}];`;
    expect(paths(code)).toEqual(['name', 'resolve', 'resolve.extensions']);
  });

  it('links method-shorthand keys without walking into the method', () => {
    const code = `module.exports = {
  devServer: {
    setupMiddlewares(middlewares) { return middlewares; },
  },
};`;
    expect(paths(code)).toEqual(['devServer', 'devServer.setupMiddlewares']);
  });

  it('accepts a top-level return, which CommonJS modules allow', () => {
    expect(paths("if (process.env.SKIP) return;\nmodule.exports = { mode: 'none' };")).toEqual([
      'mode',
    ]);
  });

  it('ignores objects that are not exported, computed or numeric keys and plugin arguments', () => {
    const code = `const other = { entry: 'x' };
module.exports = { [name]: 1, 404: 'page', plugins: [new Plugin({ template: 'a' })] };`;
    expect(paths(code)).toEqual(['plugins']);
  });

  it('yields nothing for code that does not parse', () => {
    expect(configKeys('module.exports = { output: { ... } };')).toEqual([]);
    expect(configKeys('const a: number = 1; module.exports = { mode: "none" };')).toEqual([]);
  });
});
