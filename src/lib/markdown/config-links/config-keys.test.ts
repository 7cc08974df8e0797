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

  it('ignores objects that are not exported, computed keys and plugin arguments', () => {
    const code = `const other = { entry: 'x' };
module.exports = { [name]: 1, plugins: [new Plugin({ template: 'a' })] };`;
    expect(paths(code)).toEqual(['plugins']);
  });

  it('yields nothing for code that does not parse', () => {
    expect(configKeys('module.exports = { output: { ... } };')).toEqual([]);
    expect(configKeys('const a: number = 1; module.exports = { mode: "none" };')).toEqual([]);
  });
});
