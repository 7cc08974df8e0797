import { describe, expect, it } from 'vitest';
import { transformConfig } from '../markdown/config-syntaxes/transform';
import { ConfigParseError, Opaque, RUNTIME, parseConfig } from './parse-config';

const CJS = `const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (env, argv) => ({
  mode: argv.mode,
  output: { path: path.resolve(__dirname, 'dist'), filename: '[name].js' },
  plugins: [new HtmlWebpackPlugin()],
  module: { rules: [{ test: /\\.js$/, use: 'babel-loader' }] },
});
`;

function parseError(source: string): ConfigParseError {
  try {
    parseConfig(source);
  } catch (error) {
    return error as ConfigParseError;
  }
  throw new Error('expected a parse error');
}

describe('parseConfig', () => {
  it.each(['cjs', 'esm', 'ts'] as const)('reads the %s syntax the same way', (syntax) => {
    const source = syntax === 'cjs' ? CJS : transformConfig(CJS, syntax).code;
    const { configs, multi } = parseConfig(source);
    expect(multi).toBe(false);
    const config = configs[0] as {
      mode: unknown;
      output: unknown;
      plugins: unknown[];
      module: { rules: { test: unknown }[] };
    };
    expect(config.mode).toBe(RUNTIME);
    expect(config.output).toEqual({ path: '/project/path', filename: '[name].js' });
    expect(config.plugins[0]).toBeInstanceOf(Opaque);
    expect(config.module.rules[0]!.test).toEqual(new Opaque('regexp'));
  });

  it('reads arrays, top-level bindings and spreads of known objects', () => {
    const { configs, multi, positions } = parseConfig(
      `const base = { mode: 'none' };\nmodule.exports = [{ ...base, name: 'a' }, { name: 'b' }];`,
    );
    expect(multi).toBe(true);
    expect(configs).toEqual([{ mode: 'none', name: 'a' }, { name: 'b' }]);
    expect(positions.get('/1/name')).toEqual({ line: 2, column: 45 });
  });

  it('gives one clear message for a syntax error, with its place', () => {
    const error = parseError(`module.exports = {\n  mode: 'production'\n  devtool: false,\n};`);
    expect(error.message).toMatch(/^Syntax error at line 3, column 3: Unexpected token\.$/);
    expect(error.at).toEqual({ line: 3, column: 3 });
  });

  it('refuses a local require and a spread of unknown values, saying why', () => {
    expect(parseError(`module.exports = require('./base.js');`).message).toContain(
      "`require('./base.js')` loads a file of your project",
    );
    expect(parseError(`module.exports = { ...process.env.CONFIG };`).message).toContain(
      'spread (`...`) of a value only known at run time',
    );
  });

  it('refuses input over 100 KB with one message', () => {
    const big = `module.exports = { name: '${'x'.repeat(110 * 1024)}' };`;
    expect(parseError(big).message).toMatch(/reads up to 100 KB/);
  });

  it('asks for an export when there is none', () => {
    expect(parseError(`const config = {};`).message).toMatch(/No exported config found/);
  });
});
