import { describe, expect, it } from 'vitest';
import { exportsConfig, hasFlag, isConfigFileTitle, isWholeConfig } from './whole-config';

const block = (code: string, extra: { title?: string; lang?: string; meta?: string } = {}) => ({
  lang: extra.lang ?? 'js',
  line: 1,
  code,
  ...(extra.title ? { title: extra.title } : {}),
  ...(extra.meta ? { meta: extra.meta } : {}),
});

describe('exportsConfig', () => {
  it('finds objects with a top-level webpack option, exported either way', () => {
    expect(exportsConfig("module.exports = { mode: 'none' };")).toBe(true);
    expect(exportsConfig("export default { entry: './a.js' };")).toBe(true);
    expect(exportsConfig('const config = { output: {} };\nmodule.exports = config;')).toBe(true);
    expect(exportsConfig("export const config = { stats: 'none' };\nexport default config;")).toBe(
      true,
    );
  });

  it('finds arrays, functions, promises and calls that carry one', () => {
    expect(exportsConfig("module.exports = [{ name: 'a' }, { name: 'b' }];")).toBe(true);
    expect(exportsConfig("module.exports = (env) => ({ mode: env.mode ?? 'none' });")).toBe(true);
    expect(
      exportsConfig(
        'module.exports = async function () {\n  const x = await f();\n  return { entry: x };\n};',
      ),
    ).toBe(true);
    expect(
      exportsConfig("function build() { return { target: 'node' }; }\nexport default build;"),
    ).toBe(true);
    expect(exportsConfig('module.exports = merge(base, { devtool: false });')).toBe(true);
    expect(exportsConfig("export default defineConfig({ mode: 'none' });")).toBe(true);
    expect(exportsConfig("module.exports = prod ? { mode: 'production' } : {};")).toBe(true);
  });

  it('leaves plugins, loaders, helpers and other objects alone', () => {
    expect(exportsConfig('class P { apply() {} }\nmodule.exports = P;')).toBe(false);
    expect(exportsConfig('module.exports = function (source) { return source; };')).toBe(false);
    expect(
      exportsConfig(
        'module.exports = function (source) {\n  const f = () => ({ mode: 1 });\n  return source;\n};',
      ),
    ).toBe(false);
    expect(exportsConfig('module.exports = { compile, debounce };')).toBe(false);
    expect(exportsConfig("module.exports = { presets: ['@babel/preset-env'] };")).toBe(false);
    expect(exportsConfig("const config = { mode: 'none' };")).toBe(false);
    expect(exportsConfig('module.exports = new Plugin();')).toBe(false);
  });
});

describe('isWholeConfig', () => {
  it('takes every block titled like a webpack configuration file', () => {
    expect(isWholeConfig(block('module.exports = {};', { title: 'webpack.config.js' }))).toBe(true);
    expect(isWholeConfig(block('module.exports = x;', { title: 'webpack.prod.js' }))).toBe(true);
    expect(
      isWholeConfig(block('export default {};', { title: 'webpack.config.ts', lang: 'ts' })),
    ).toBe(true);
  });

  it('takes untitled blocks, in JavaScript or TypeScript, by what they export', () => {
    expect(isWholeConfig(block("module.exports = { mode: 'none' };"))).toBe(true);
    expect(
      isWholeConfig(
        block(
          "import type { Configuration } from 'webpack';\nconst c: Configuration = { mode: 'none' };\nexport default c;",
          { lang: 'ts' },
        ),
      ),
    ).toBe(true);
    expect(isWholeConfig(block("module.exports = { mode: 'none' };", { title: 'Before' }))).toBe(
      true,
    );
    expect(isWholeConfig(block('module.exports = Plugin;'))).toBe(false);
  });

  it('skips excerpts, other files, legacy configurations and other languages', () => {
    const config = "module.exports = {\n  mode: 'none',\n};";
    expect(isWholeConfig(block("module.exports = {\n  // ...\n  mode: 'none',\n};"))).toBe(false);
    expect(isWholeConfig(block(config, { title: 'postcss.config.js' }))).toBe(false);
    expect(isWholeConfig(block(config, { title: 'src/index.js' }))).toBe(false);
    expect(isWholeConfig(block(config, { meta: 'legacy' }))).toBe(false);
    expect(isWholeConfig(block(config, { lang: 'diff' }))).toBe(false);
  });
});

describe('fence helpers', () => {
  it('reads bare flags outside the title', () => {
    expect(hasFlag('title="webpack.config.js" legacy', 'legacy')).toBe(true);
    expect(hasFlag('title="legacy"', 'legacy')).toBe(false);
    expect(hasFlag(undefined, 'legacy')).toBe(false);
  });

  it('knows webpack configuration file names', () => {
    expect(isConfigFileTitle('webpack.config.mjs')).toBe(true);
    expect(isConfigFileTitle('config/webpack.dev.js')).toBe(true);
    expect(isConfigFileTitle('webpack-plugin.js')).toBe(false);
    expect(isConfigFileTitle('babel.config.js')).toBe(false);
  });
});
