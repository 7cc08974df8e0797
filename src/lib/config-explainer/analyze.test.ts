import { describe, expect, it, vi } from 'vitest';
import defaults from '../../data/explainer/defaults.json';
import { analyze, type AnalyzeOptions } from './analyze';
import { parseConfig } from './parse-config';

// The real reader, which one test replaces for a single call.
vi.mock('./parse-config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./parse-config')>();
  return { ...actual, parseConfig: vi.fn(actual.parseConfig) };
});

const PICKED: AnalyzeOptions = { mode: 'production', target: 'web', version: '5.80' };

describe('analyze', () => {
  it('gives only the reason and its place when the text cannot be read', async () => {
    expect(await analyze('module.exports = {', PICKED)).toEqual({
      parseError: {
        message: 'Syntax error at line 1, column 19: Unexpected token.',
        at: { line: 1, column: 19 },
      },
      problems: [],
      keys: [],
      defaults: [],
    });
  });

  it('reports a binding defined through itself as a reason with its place, not a failure', async () => {
    const analysis = await analyze(`const a = b;\nconst b = a;\nmodule.exports = a;`, PICKED);
    expect(analysis.parseError).toEqual({
      message: expect.stringMatching(/^Line 2, column 11: `a` refers back to itself/),
      at: { line: 2, column: 11 },
    });
  });

  it('lets a failure of the explainer itself through instead of blaming the config', async () => {
    vi.mocked(parseConfig).mockImplementationOnce(() => {
      throw new TypeError('reader bug');
    });
    await expect(analyze('module.exports = {};', PICKED)).rejects.toThrow('reader bug');
  });

  it("points each problem at its line and the option's reference", async () => {
    const analysis = await analyze(
      `module.exports = {
  output: { clean: 3 },
  plugin: 1,
  plugins: [5],
};`,
      PICKED,
    );
    expect(analysis.parseError).toBeUndefined();
    expect(analysis.problems).toEqual([
      // An unknown top-level key: webpack names no place and no option for it.
      {
        message: expect.stringContaining("configuration has an unknown property 'plugin'"),
        at: undefined,
        href: undefined,
      },
      {
        message: expect.stringContaining('configuration.output.clean should be one of these'),
        at: { line: 2, column: 13 },
        href: '/configuration/output/#outputclean',
      },
      // The array item has no key of its own: the line and link of the array's key.
      {
        message: expect.stringContaining('configuration.plugins[0] should be one of these'),
        at: { line: 4, column: 3 },
        href: '/configuration/plugins/#plugins',
      },
    ]);
    expect(analysis.keys).toHaveLength(1);
    expect(analysis.keys[0]!.map((key) => key.pointer)).toEqual([
      '/output',
      '/output/clean',
      '/plugin',
      '/plugins',
    ]);
  });

  it('links a problem below a key to the nearest option around it', async () => {
    const analysis = await analyze(
      `module.exports = {
  optimization: { minimize: true, minimizer: [5] },
};`,
      PICKED,
    );
    // Not the outer `optimization`, and not `minimize`, whose pointer only starts alike.
    expect(analysis.problems.map(({ at, href }) => ({ at, href }))).toEqual([
      { at: { line: 2, column: 35 }, href: '/configuration/optimization/#optimizationminimizer' },
    ]);
  });

  it('keeps the configs of an exported array apart', async () => {
    const analysis = await analyze(
      `module.exports = [
  { mode: 'development' },
  { output: { clean: 3 } },
];`,
      PICKED,
    );
    expect(analysis.keys.map((keys) => keys.map((key) => key.pointer))).toEqual([
      ['/0/mode'],
      ['/1/output', '/1/output/clean'],
    ]);
    expect(analysis.problems).toEqual([
      {
        message: expect.stringContaining('configuration.output.clean should be one of these'),
        at: { line: 3, column: 15 },
        href: '/configuration/output/#outputclean',
      },
    ]);
  });

  it('flags options that came after the picked release, and only those', async () => {
    const source = `module.exports = {
  mode: 'production',
  outpt: 'dist',
  output: { clean: true },
};`;
    const flags = async (version: string) =>
      (await analyze(source, { ...PICKED, version })).keys[0]!.map((key) => [
        key.pointer,
        key.newerThanPicked,
      ]);
    expect(await flags('5.19')).toEqual([
      ['/mode', undefined],
      ['/outpt', undefined],
      ['/output', undefined],
      ['/output/clean', '5.20.0'],
    ]);
    expect((await flags('5.20')).filter(([, flag]) => flag)).toEqual([]);
  });

  it('explains the keys of an object-form alias as names of your choice', async () => {
    const analysis = await analyze(
      `module.exports = { resolve: { alias: { '@app': path.resolve(__dirname, 'src') } } };`,
      PICKED,
    );
    expect(analysis.keys[0]!.find((key) => key.key === '@app')).toMatchObject({
      path: 'resolve.alias.*',
      free: true,
      runtime: true,
      option: undefined,
    });
  });

  it('lists the defaults for the picked mode and target that the first config leaves out', async () => {
    const analysis = await analyze(
      `module.exports = [{ devtool: false, output: {} }, { entry: './b.js' }];`,
      { ...PICKED, mode: 'development', target: 'node' },
    );
    const names = analysis.defaults.map(([name]) => name);
    expect(names).not.toContain('devtool');
    expect(names).not.toContain('output');
    // The second config does not count: its entry is not the first config's.
    expect(new Map(analysis.defaults).get('entry')).toBe(defaults['development/node'].entry);
    expect(names).toHaveLength(Object.keys(defaults['development/node']).length - 2);

    const omitted = await analyze(`module.exports = { entry: './a.js' };`, {
      ...PICKED,
      mode: 'development',
      target: 'node',
    });
    expect(new Map(omitted.defaults).get('devtool')).toContain('eval');
  });
});
