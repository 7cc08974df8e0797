import { describe, expect, it } from 'vitest';
import freeKeys from '../../data/explainer/free-keys.json';
import options from '../../data/explainer/options.json';
import { explainKeys, newerThan, optionPrefixes, pickerVersions } from './explain-keys';
import type { OptionTable } from './option-table';
import { parseConfig } from './parse-config';

const table = options as OptionTable;

function explain(source: string) {
  const parsed = parseConfig(source);
  return explainKeys(parsed.configs[0], table, optionPrefixes(table, freeKeys), parsed.positions);
}

describe('explainKeys', () => {
  // Each test explains its text itself: a call made while collecting tests counts for none of
  // them when StrykerJS maps code to the tests that reach it.
  const sample = () => {
    const keys = explain(`module.exports = {
  entry: { app: './src/app.js' },
  output: { clean: true },
  module: { rules: [{ test: /\\.css$/, use: 'css-loader', options: { modules: true } }] },
};`);
    return new Map(keys.map((key) => [key.pointer, key]));
  };

  it('explains options with type, summary, link and first release', () => {
    const clean = sample().get('/output/clean')!;
    expect(clean.path).toBe('output.clean');
    expect(clean.option?.since).toBe('5.20.0');
    expect(clean.option?.href).toMatch(/^\/configuration\/output\/#outputclean$/);
    expect(clean.option?.type).toContain('boolean');
    expect(clean.option?.summary?.length).toBeGreaterThan(10);
    expect(clean.at).toEqual({ line: 3, column: 13 });
  });

  it('marks keys the schema leaves free', () => {
    const byPointer = sample();
    expect(byPointer.get('/entry/app')).toMatchObject({ free: true, path: 'entry.*' });
    expect(byPointer.get('/module/rules/0/options/modules')).toMatchObject({ free: true });
    expect(byPointer.get('/module/rules/0/test')).toMatchObject({
      free: false,
      path: 'module.rules[].test',
    });
  });

  it('lists every key once, in the order written, with its nesting depth', () => {
    // String values, regexps and array items are values, not keys: none adds a row.
    const keys = explain(`module.exports = {
  mode: 'production',
  module: { rules: [{ test: /\\.css$/, use: ['style-loader', 'css-loader'] }] },
  devtool: false,
  cache: null,
};`);
    expect(keys.map(({ pointer, depth }) => [pointer, depth])).toEqual([
      ['/mode', 0],
      ['/module', 0],
      ['/module/rules', 1],
      ['/module/rules/0/test', 2],
      ['/module/rules/0/use', 2],
      ['/devtool', 0],
      ['/cache', 0],
    ]);
  });

  it('says which keys are only known when the config runs', () => {
    const keys = explain(`module.exports = { mode: process.env.MODE, devtool: 'source-map' };`);
    expect(keys.map(({ key, runtime }) => [key, runtime])).toEqual([
      ['mode', true],
      ['devtool', false],
    ]);
  });

  it('escapes / and ~ in keys as validation pointers do, so their lines are found', () => {
    const keys = explain(`module.exports = {
  entry: {
    'pages/home': './home.js',
    '~admin': './admin.js',
  },
};`);
    expect(keys.slice(1).map(({ pointer, key, at }) => [pointer, key, at])).toEqual([
      ['/entry/pages~1home', 'pages/home', { line: 3, column: 5 }],
      ['/entry/~0admin', '~admin', { line: 4, column: 5 }],
    ]);
  });

  it('marks everything below an unknown or free value free, with an elided path', () => {
    const byPointer = new Map(
      explain(`module.exports = {
  module: { rules: [{ loader: 'babel-loader', options: { plugins: [{ name: 'x' }] } }] },
};`).map((key) => [key.pointer, key]),
    );
    expect(byPointer.get('/module/rules/0/options/plugins')).toMatchObject({
      path: 'module.rules[].options.plugins',
      free: true,
      option: undefined,
    });
    // Below a free key the schema says nothing: the table shows the key after an ellipsis.
    expect(byPointer.get('/module/rules/0/options/plugins/0/name')).toMatchObject({
      path: '….name',
      free: true,
      option: undefined,
    });
  });

  it('marks the keys of alias and fallback maps free, and still reports a misspelt resolve option', () => {
    const byPointer = new Map(
      explain(`module.exports = {
  resolve: {
    alias: { '@app': path.resolve(__dirname, 'src'), alias: false },
    fallback: { fs: false },
    extentions: ['.ts'],
  },
};`).map((key) => [key.pointer, key]),
    );
    // A key named like an option of the array form is still just an alias name here.
    for (const pointer of ['/resolve/alias/@app', '/resolve/alias/alias']) {
      expect(byPointer.get(pointer)).toMatchObject({
        path: 'resolve.alias.*',
        free: true,
        option: undefined,
      });
    }
    expect(byPointer.get('/resolve/fallback/fs')).toMatchObject({
      path: 'resolve.fallback.*',
      free: true,
    });
    expect(byPointer.get('/resolve/extentions')).toMatchObject({
      path: 'resolve.extentions',
      free: false,
      option: undefined,
    });
    // The array form names its keys.
    const [, , name] = explain(`module.exports = { resolve: { alias: [{ name: '@app' }] } };`);
    expect(name).toMatchObject({
      pointer: '/resolve/alias/0/name',
      path: 'resolve.alias[].name',
      free: false,
      option: expect.objectContaining({ since: '5.0.0' }),
    });
  });

  it('reports a misspelt option by its name, as not free and without an entry', () => {
    const [outpt, filenam] = explain(`module.exports = { outpt: { filenam: 'a.js' } };`);
    expect(outpt).toMatchObject({ path: 'outpt', free: false, option: undefined });
    expect(filenam).toMatchObject({ path: '….filenam', free: true, option: undefined });
  });
});

describe('optionPrefixes', () => {
  it('holds each option path and every ancestor it names, nothing shorter', () => {
    const prefixes = optionPrefixes({ 'module.rules[].test': { since: '5.0.0' } }, []);
    expect(prefixes).toEqual(
      new Set(['module', 'module.rules', 'module.rules[]', 'module.rules[].test']),
    );
  });

  it('holds the free keys too, with their ancestors', () => {
    const prefixes = optionPrefixes({ resolve: { since: '5.0.0' } }, ['resolve.alias.*']);
    expect(prefixes).toEqual(new Set(['resolve', 'resolve.alias', 'resolve.alias.*']));
  });
});

describe('version check', () => {
  it('flags an option newer than the picked release', () => {
    expect(newerThan('5.90.0', '5.80')).toBe(true);
    expect(newerThan('5.80.3', '5.80')).toBe(false);
    expect(newerThan('5.80.3', '5.80.1')).toBe(true);
    expect(newerThan('5.0.0', '5.0')).toBe(false);
    expect(newerThan('5.20.0', '5.113')).toBe(false);
  });

  it('does not flag an option on the release that brought it', () => {
    expect(newerThan('5.80.3', '5.80.3')).toBe(false);
    expect(newerThan('5.80.3', '5.80.4')).toBe(false);
  });

  it('compares the major release before the minor', () => {
    expect(newerThan('6.0.0', '5.80')).toBe(true);
    expect(newerThan('5.90.0', '6.0')).toBe(false);
  });

  it('offers every minor from 5.0 to the latest, newest first', () => {
    const versions = pickerVersions('5.0.0', '5.113.0');
    expect(versions[0]).toBe('5.113');
    expect(versions.at(-1)).toBe('5.0');
    expect(versions).toHaveLength(114);
  });
});
