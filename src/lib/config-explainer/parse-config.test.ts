import { describe, expect, it } from 'vitest';
import { transformConfig } from '../markdown/config-syntaxes/transform';
import { ConfigParseError, Opaque, RUNTIME } from './config-values';
import { parseConfig } from './parse-config';

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

  it('reads a property of an object written in the config where it is used', () => {
    const source = [
      `const base = {`,
      `  output: { path: '/dist', clean: true },`,
      `  mode: 'none',`,
      `};`,
      `module.exports = {`,
      `  mode: base.mode,`,
      `  output: { ...base.output, filename: '[name].js' },`,
      `  devtool: base['mode'] === 'none' ? false : 'source-map',`,
      `  context: base.missing,`,
      `};`,
    ].join('\n');
    const { configs, positions } = parseConfig(source);
    expect(configs).toEqual([
      {
        mode: 'none',
        output: { path: '/dist', clean: true, filename: '[name].js' },
        devtool: RUNTIME,
        context: RUNTIME,
      },
    ]);
    // A key brought in from `base` points where `base` writes it.
    expect(positions.get('/output/path')).toEqual({ line: 2, column: 13 });
    // Parameters, imports, calls and environment variables stay only known at run time.
    const runtime = parseConfig(
      `const env = require('./env');\nmodule.exports = (argv) => ({ mode: argv.mode, name: env.name, target: process.env.TARGET });`,
    );
    expect(runtime.configs).toEqual([{ mode: RUNTIME, name: RUNTIME, target: RUNTIME }]);
  });

  it('reads an array spread into another item by item, at the index webpack sees', () => {
    const source = `const shared = ['./polyfills.js', './setup.js'];\nmodule.exports = { entry: { main: [...shared, './index.js'] } };`;
    const { configs } = parseConfig(source);
    expect(configs).toEqual([{ entry: { main: ['./polyfills.js', './setup.js', './index.js'] } }]);
    // Spread twice over, and through a property.
    const nested = parseConfig(
      `const a = [1];\nconst lists = { b: [...a, 2] };\nmodule.exports = { entry: { x: [...lists.b, 3] } };`,
    );
    expect(nested.configs).toEqual([{ entry: { x: [1, 2, 3] } }]);
  });

  it('leaves an array holding a spread of unknown length unchecked, not refused', () => {
    // The length, and so every index after the spread, is only known when the config runs.
    for (const spread of [
      '...plugins()',
      '...(prod ? [new A()] : [])',
      '...shared',
      '...[1].map(f)',
    ]) {
      const { configs } = parseConfig(
        `module.exports = { plugins: [new B(), ${spread}], mode: 'none' };`,
      );
      expect(configs, spread).toEqual([{ plugins: RUNTIME, mode: 'none' }]);
    }
  });

  it('refuses a property path or spread that loops back into the binding being read', () => {
    expect(
      parseError(`const base = { a: 1, b: base.a };\nmodule.exports = { entry: base };`).message,
    ).toBe(
      'Line 1, column 25: `base` refers back to itself (`base` → `base`), so its value cannot be read.',
    );
    expect(
      parseError(`const list = [1, ...list];\nmodule.exports = { entry: list };`).message,
    ).toBe(
      'Line 1, column 21: `list` refers back to itself (`list` → `list`), so its value cannot be read.',
    );
  });

  it('reads a config returned by a function called where it is written', () => {
    const source = `module.exports = (async () => {\n  const pages = await list();\n  return { mode: 'production', entry: pages };\n})();`;
    expect(parseConfig(source).configs).toEqual([{ mode: 'production', entry: RUNTIME }]);
    // A call with arguments, or of something else, is still only known at run time.
    expect(() => parseConfig(`module.exports = ((n) => ({ name: n }))('app');`)).toThrow(
      'The exported value is not a config object that can be read.',
    );
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

/** Where `text` first appears in `source`, counted the way the parser reports places. */
function placeOf(source: string, text: string) {
  const before = source.slice(0, source.indexOf(text)).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

describe('parseConfig on TypeScript', () => {
  // Each annotation must go, and the key after it must keep the column the reader sees.
  it.each([
    ['a typed const', `const config: Configuration = { name: 'app' };\nexport default config;`],
    [
      'a typed const without a space',
      `const config:Configuration = { name: 'app' };\nexport default config;`,
    ],
    ['a typed array', `const config: Configuration[] = [{ name: 'app' }];\nexport default config;`],
    ['a return type', `export default (): Configuration => ({ name: 'app' });`],
    [
      'an async return type',
      `export default async (): Promise<Configuration> => ({ name: 'app' });`,
    ],
    ['a return type spaced oddly', `export default (env) :Configuration=> ({ name: 'app' });`],
    [
      'typed parameters',
      `export default (env: Record<string, string | boolean | undefined>, argv: { mode?: Configuration['mode'] }) => ({ name: 'app' });`,
    ],
    [
      'a typed destructured parameter',
      `export default ({ mode } : Configuration) => ({ name: 'app' });`,
    ],
    ['satisfies', `export default { name: 'app' } satisfies Configuration;`],
    ['as with two spaces', `export default { name: 'app' } as  Configuration;`],
    ['as an array', `export default [{ name: 'app' }] as Configuration[];`],
    ['satisfies an array', `export default [{ name: 'app' }] satisfies Configuration[];`],
    [
      'an indented type import',
      `  import type { Configuration } from 'webpack';\nexport default { name: 'app' };`,
    ],
    [
      'a type import with two spaces',
      `import  type { Configuration } from 'webpack';\nexport default { name: 'app' };`,
    ],
    // Forms readers write in their own webpack.config.ts, beyond what our syntax toggle writes.
    [
      'a namespace type',
      `import * as webpack from 'webpack';\nconst config: webpack.Configuration = { name: 'app' };\nexport default config;`,
    ],
    [
      'optional typed parameters',
      `export default (env?: Record<string, string>, argv?: { mode?: string }): webpack.Configuration => ({ name: 'app' });`,
    ],
    [
      'as a namespace type',
      `const config = { name: 'app' } as webpack.Configuration;\nexport default config;`,
    ],
    ['as const inside', `export default { name: 'app' as const } satisfies Configuration;`],
    ['a non-null assertion', `const config = { name: 'app' };\nexport default config!;`],
    [
      'an interface and a generic type',
      `interface Env { production?: boolean }\ntype Argv = Partial<Record<'mode', string>>;\nexport default (env: Env, argv: Argv): Configuration => ({ name: 'app' });`,
    ],
    [
      "TypeScript's CommonJS import and export",
      `import webpack = require('webpack');\nconst config: webpack.Configuration = { name: 'app' };\nexport = config;`,
    ],
  ])('reads %s, keeping the place of each key', (_, source) => {
    const { configs, multi, positions } = parseConfig(source);
    expect((configs[0] as { name: unknown }).name).toBe('app');
    expect(positions.get(multi ? '/0/name' : '/name')).toEqual(placeOf(source, "name: 'app'"));
  });

  it('leaves the words `import type` alone inside a string', () => {
    const { configs } = parseConfig(`module.exports = { name: 'import type x;' };`);
    expect(configs).toEqual([{ name: 'import type x;' }]);
  });
});

describe('parseConfig values', () => {
  const PRELUDE = `const path = require('path');\nlet mode;\n`;
  function valueOf(expression: string): unknown {
    const { configs } = parseConfig(`${PRELUDE}module.exports = { value: ${expression} };`);
    return (configs[0] as { value: unknown }).value;
  }

  it.each([
    ['a template without placeholders', '`[name].js`', '[name].js'],
    ['a template with a placeholder', '`${name}.js`', RUNTIME],
    ['a negative number', '-1', -1],
    ['a negated literal', '!0', true],
    ['a negated truthy literal', '!1', false],
    ['a negated variable', '-limit', RUNTIME],
    ['a negated flag', '!isProduction', RUNTIME],
    ['another unary operator', 'void 0', RUNTIME],
    ['undefined', 'undefined', undefined],
    ['__dirname', '__dirname', '/project'],
    ['a variable declared without a value', 'mode', RUNTIME],
    ['an arrow function', '() => {}', new Opaque('function')],
    ['a function', 'function () {}', new Opaque('function')],
    ['an instance', 'new Plugin()', new Opaque('instance')],
    ['an array with a hole', "['.js', , '.ts']", ['.js', undefined, '.ts']],
    ['path.resolve of a relative path', "path.resolve('dist')", '/project/path'],
    ['path.join from __dirname', "path.join(__dirname, 'dist')", '/project/path'],
    ['path.join of a relative path', "path.join('dist')", RUNTIME],
    ['path.join without arguments', 'path.join()', RUNTIME],
    ['a call of a local function on a relative path', "entryOf('./src/index.js')", RUNTIME],
    ['a require of a package', "require('my-aliases')", RUNTIME],
    ['a require without arguments', 'require()', RUNTIME],
    [
      'quoted and computed literal keys',
      "{ 'mode': 'none', ['name']: 'app' }",
      { mode: 'none', name: 'app' },
    ],
    ['a getter', "{ get name() { return 'app'; } }", { name: RUNTIME }],
  ])('reads %s', (_, expression, expected) => {
    expect(valueOf(expression)).toEqual(expected);
  });

  it('lets a function parameter hide a top-level binding of the same name', () => {
    const { configs } = parseConfig(
      `const mode = 'production';\nmodule.exports = (mode) => ({ mode });`,
    );
    expect(configs).toEqual([{ mode: RUNTIME }]);
  });

  it.each([
    ['path', '/project/path'],
    ['node:path', '/project/path'],
    ['path-browserify', RUNTIME],
    ['./lib/path', RUNTIME],
  ])('knows path.resolve only when %s is the path module', (specifier, expected) => {
    const call = `p.resolve(__dirname, 'dist')`;
    for (const source of [
      `const p = require('${specifier}');\nmodule.exports = { output: { path: ${call} } };`,
      `import p from '${specifier}';\nexport default { output: { path: ${call} } };`,
    ]) {
      expect((parseConfig(source).configs[0] as { output: unknown }).output).toEqual({
        path: expected,
      });
    }
  });

  it('knows path.resolve only from a require of path', () => {
    for (const binding of [`load('path')`, 'require()']) {
      const { configs } = parseConfig(
        `const p = ${binding};\nmodule.exports = { output: { path: p.resolve('dist') } };`,
      );
      expect(configs).toEqual([{ output: { path: RUNTIME } }]);
    }
  });

  it('escapes `~` and `/` in the JSON pointer of a key', () => {
    const source = `module.exports = {\n  resolve: { alias: { '~': './src', 'lodash/fp': 'lodash-es' } },\n};`;
    const { positions } = parseConfig(source);
    expect(positions.get('/resolve/alias/~0')).toEqual(placeOf(source, "'~'"));
    expect(positions.get('/resolve/alias/lodash~1fp')).toEqual(placeOf(source, "'lodash/fp'"));
  });

  it('reads a config nested 199 levels deep and refuses one level more', () => {
    const nested = (levels: number) =>
      `module.exports = ${'{ a: '.repeat(levels)}1${' }'.repeat(levels)};`;
    expect(() => parseConfig(nested(199))).not.toThrow();
    expect(parseError(nested(200)).message).toMatch(/: the config nests too deeply to read\.$/);
  });

  it('refuses, at once and at its use, a binding reused into more values than it can read', () => {
    // Each line doubles the last: about 260,000 values here; 30 lines would be two billion and
    // hang the reader's tab.
    const lines = ['const l0 = [1, 2];'];
    for (let i = 1; i <= 16; i++) lines.push(`const l${i} = [l${i - 1}, l${i - 1}];`);
    const source = `${lines.join('\n')}\nmodule.exports = {\n  entry: l16,\n};`;
    const error = parseError(source);
    expect(error.message).toBe(
      `Line 19, column 10: \`l16\` expands to more than 102,400 values (bindings used over and over), too many to read.`,
    );
    // A written-out config reads whole: a value takes at least a byte of the 100 KB allowed.
    const values = Array.from({ length: 50_000 }, () => '1').join(',');
    const { configs } = parseConfig(`module.exports = { entry: [${values}] };`);
    expect((configs[0] as { entry: number[] }).entry).toHaveLength(50_000);
    // Reused a little, a binding reads as often as it is used.
    const reused = parseConfig(
      `const a = [1, 2];\nconst b = [a, a, a];\nmodule.exports = { entry: b };`,
    );
    expect((reused.configs[0] as { entry: unknown }).entry).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('reads a wide config whatever its number of values', () => {
    const names = Array.from({ length: 300 }, (_, index) => `'e${index}'`);
    const { configs } = parseConfig(`module.exports = { entry: [${names.join(', ')}] };`);
    expect((configs[0] as { entry: string[] }).entry).toHaveLength(300);
  });
});

describe('parseConfig exports', () => {
  it.each([
    ['after a directive', `'use strict';\nmodule.exports = { name: 'app' };`],
    ['before a log call', `module.exports = { name: 'app' };\nconsole.log('loaded');`],
    [
      'next to other assignments',
      `let mode;\nmode = 'production';\nmodule.exports = { name: 'app' };`,
    ],
    [
      'before assignments to other exports properties',
      `const lib = {};\nmodule.exports = { name: 'app' };\nlib.exports = [];\nmodule.children = [];`,
    ],
    [
      'from an exported function declaration',
      `export default function (env) {\n  return { name: 'app' };\n}`,
    ],
    [
      'from a function expression',
      `module.exports = function (env) {\n  return { name: 'app' };\n};`,
    ],
    [
      'from a local variable of the function',
      `module.exports = (env) => {\n  const config = { name: 'app' };\n  return config;\n};`,
    ],
    [
      'from a function declaration exported by name',
      `function config(env) {\n  return { name: 'app' };\n}\nmodule.exports = config;`,
    ],
    [
      'from a function declared after the export',
      `module.exports = config;\nfunction config(env) {\n  return { name: 'app' };\n}`,
    ],
    ['after a hashbang', `#!/usr/bin/env node\nmodule.exports = { name: 'app' };`],
    ['set with `exports` too', `exports = module.exports = { name: 'app' };`],
    ['set before `exports`', `module.exports = exports = { name: 'app' };`],
    [
      'with `null` and `undefined` spread in',
      `module.exports = { ...null, ...undefined, name: 'app' };`,
    ],
  ])('finds the config %s', (_, source) => {
    const { configs, multi } = parseConfig(source);
    expect(multi).toBe(false);
    expect(configs).toEqual([{ name: 'app' }]);
  });
});

describe('parseConfig errors', () => {
  it.each([
    [
      'a computed key',
      `module.exports = { [name]: 'app' };`,
      'Line 1, column 20: a computed key (`[name]: …`) cannot be read without running it.',
    ],
    [
      'an absolute require',
      `module.exports = require('/home/me/base.js');`,
      "Line 1, column 18: `require('/home/me/base.js')` loads a file of your project, which is not here.",
    ],
    [
      'a spread of a string',
      `module.exports = { ...'abc' };`,
      'Line 1, column 20: a spread (`...`) of a value only known at run time cannot be read.',
    ],
    [
      'a function that only throws',
      `module.exports = () => {\n  throw new Error('use the CLI');\n};`,
      'Line 1, column 18: the exported function returns no config that can be read.',
    ],
    // Each of these sent the reader round in circles until the stack ran out.
    [
      'two bindings defined through each other',
      `const a = b;\nconst b = a;\nmodule.exports = a;`,
      'Line 2, column 11: `a` refers back to itself (`a` → `b` → `a`), so its value cannot be read.',
    ],
    [
      'a binding that leads into a cycle, naming only the cycle',
      `const config = a;\nconst a = b;\nconst b = a;\nmodule.exports = config;`,
      'Line 3, column 11: `a` refers back to itself (`a` → `b` → `a`), so its value cannot be read.',
    ],
    [
      'a binding defined as itself',
      `let a = a;\nmodule.exports = a;`,
      'Line 1, column 9: `a` refers back to itself (`a` → `a`), so its value cannot be read.',
    ],
    [
      'a local binding of the function defined as itself',
      `module.exports = () => {\n  const config = config;\n  return config;\n};`,
      'Line 2, column 18: `config` refers back to itself (`config` → `config`), so its value cannot be read.',
    ],
    [
      'a spread of the object being defined',
      `const config = { ...config };\nmodule.exports = config;`,
      'Line 1, column 21: `config` refers back to itself (`config` → `config`), so its value cannot be read.',
    ],
    [
      'an object holding its own binding',
      `const c = { x: c };\nmodule.exports = c;`,
      'Line 1, column 16: `c` refers back to itself (`c` → `c`), so its value cannot be read.',
    ],
    [
      'two objects holding each other',
      `const a = { b };\nconst b = { a };\nmodule.exports = a;`,
      'Line 1, column 13: `b` refers back to itself (`b` → `a` → `b`), so its value cannot be read.',
    ],
  ])('refuses %s with its place', (_, source, message) => {
    const error = parseError(source);
    expect(error.message).toBe(message);
    expect(error.at).toEqual({
      line: Number(/^Line (\d+)/.exec(message)![1]),
      column: Number(/column (\d+)/.exec(message)![1]),
    });
  });

  it.each([
    ['a call', `module.exports = getConfig();`],
    ['a string', `module.exports = 'webpack.config.js';`],
    ['null', `module.exports = null;`],
    ['an instance', `module.exports = new Config();`],
    ['a function returning a function', `module.exports = () => () => ({});`],
    ['an imported binding', `import config from './base.js';\nexport default config;`],
    ['an undeclared name', `module.exports = config;`],
    ['a class', `export default class Config {}`],
    // Only a call of them would give a value: each reads as a function or a run-time value.
    ['a function calling itself', `function f() {\n  return f();\n}\nmodule.exports = f;`],
    ['a function returning itself', `function f() {\n  return f;\n}\nmodule.exports = f;`],
    ['an arrow returning itself', `const f = () => f;\nmodule.exports = f;`],
    [
      'functions calling each other',
      `function f() {\n  return g();\n}\nfunction g() {\n  return f();\n}\nmodule.exports = f;`,
    ],
  ])('refuses an export of %s as not a config object', (_, source) => {
    const error = parseError(source);
    expect(error.message).toBe('The exported value is not a config object that can be read.');
    expect(error.at).toBeUndefined();
  });

  it('reads a binding named again inside one of its functions, which runs only later', () => {
    const { configs } = parseConfig(
      `const config = { name: 'app', entry: () => config.name };\nmodule.exports = config;`,
    );
    expect(configs).toEqual([{ name: 'app', entry: new Opaque('function') }]);
  });

  it('reads one binding used twice side by side as no cycle', () => {
    const { configs } = parseConfig(
      `const rule = { loader: 'x' };\nconst rules = [rule, { oneOf: [rule] }];\nmodule.exports = { module: { rules } };`,
    );
    expect(configs).toEqual([
      { module: { rules: [{ loader: 'x' }, { oneOf: [{ loader: 'x' }] }] } },
    ]);
  });

  it('keeps the place of a syntax error past line 9 out of the reason', () => {
    const source = `module.exports = {\n${"  name: 'app',\n".repeat(10)}  mode: 'none' 'x',\n};`;
    const error = parseError(source);
    expect(error.message).toBe('Syntax error at line 12, column 16: Unexpected token.');
    expect(error.at).toEqual({ line: 12, column: 16 });
  });

  it('reads a config of exactly 100 KB and sizes a larger one in whole KB', () => {
    const sized = (bytes: number) => {
      const frame = `module.exports = { name: '' };`;
      return `module.exports = { name: '${'x'.repeat(bytes - frame.length)}' };`;
    };
    expect(parseConfig(sized(100 * 1024)).configs).toHaveLength(1);
    expect(parseError(sized(110 * 1024 + 1)).message).toBe(
      'The config is 111 KB; the explainer reads up to 100 KB.',
    );
  });
});
