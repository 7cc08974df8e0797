import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigParseError } from './config-values';
import { parseConfig } from './parse-config';
import { checkable, validateConfigs } from './validate-config';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as { validate: (options: unknown) => void };
const schema = () => require('webpack/schemas/WebpackOptions.json') as object;

/** Every ```js title="webpack.config.js" block of the site's content. */
function siteExamples(): { name: string; source: string }[] {
  const examples: { name: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        const blocks = text.matchAll(
          /```js[^\n]*title="webpack\.config\.js"[^\n]*\n([\s\S]*?)```/g,
        );
        let n = 0;
        for (const [, source] of blocks)
          examples.push({ name: `${path}#${(n += 1)}`, source: source! });
      }
    }
  };
  walk(join(process.cwd(), 'content'));
  return examples;
}

/** webpack's own verdict and message on the same value. */
function webpackSays(configs: unknown[], multi: boolean): string | undefined {
  try {
    webpack.validate(multi ? configs.map(checkable) : checkable(configs[0]));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const INVALID = [
  `module.exports = { mode: 'prod' };`,
  `module.exports = { output: { filenam: 'a.js' } };`,
  `module.exports = { devtool: 'bad-map' };`,
  `module.exports = { entry: 42 };`,
  `module.exports = { target: '' };`,
  `module.exports = { module: { rules: [{ tset: /\\.js$/ }] } };`,
  `module.exports = { resolve: { extensions: '.js' } };`,
  `module.exports = { optimization: { splitChunks: { chunks: 'some' } } };`,
  `module.exports = { output: { path: 'dist' } };`,
  `module.exports = { plugins: [42] };`,
  `export default { context: 'relative/dir' };`,
  `module.exports = [{ mode: 'development' }, { mode: 'nope' }];`,
  `module.exports = { loaders: [] };`,
  `module.exports = { cache: { type: 'disk' } };`,
  `module.exports = { performance: { hints: 'loud' } };`,
  `module.exports = (env) => ({ stats: 'chatty' });`,
  `module.exports = { watchOptions: { poll: 'often' } };`,
  `module.exports = { experiments: { css: 'yes' } };`,
];

describe('validateConfigs', () => {
  const examples = siteExamples();

  it('reads at least 50 configs: the site examples plus invalid ones', () => {
    expect(examples.length + INVALID.length).toBeGreaterThanOrEqual(50);
  });

  it.each(examples)('agrees with webpack.validate on $name', async ({ source }) => {
    let parsed;
    try {
      parsed = parseConfig(source);
    } catch (error) {
      // Blocks that cannot be read must say so clearly, never crash.
      expect(error).toBeInstanceOf(ConfigParseError);
      return;
    }
    const problems = await validateConfigs(parsed.configs, schema);
    const expected = webpackSays(parsed.configs, parsed.multi);
    expect(problems.length === 0).toBe(expected === undefined);
    for (const problem of problems) expect(expected).toContain(problem.message);
  });

  it.each(INVALID)('words %s as webpack does', async (source) => {
    const parsed = parseConfig(source);
    const problems = await validateConfigs(parsed.configs, schema);
    const expected = webpackSays(parsed.configs, parsed.multi);
    expect(expected).toBeDefined();
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.message.length).toBeGreaterThan(10);
      // An array's messages are prefixed by webpack with `configuration[1]`; ours are per config.
      expect(expected!.replace(/configuration\[\d+\]/g, 'configuration')).toContain(
        problem.message,
      );
    }
  });

  it('points an error at the line of its key', async () => {
    const parsed = parseConfig(
      `module.exports = {\n  mode: 'production',\n  output: {\n    filenam: 'x',\n  },\n};`,
    );
    const [problem] = await validateConfigs(parsed.configs, schema);
    expect(problem!.pointer).toBe('/output');
    expect(parsed.positions.get('/output')).toEqual({ line: 3, column: 3 });
    expect(problem!.message).toContain("has an unknown property 'filenam'");
  });

  it('accepts regexps, functions and plugin instances where webpack takes them', async () => {
    const parsed = parseConfig(`module.exports = {
  // Only a RegExp (or glob strings) is allowed here.
  watchOptions: { ignored: /node_modules/ },
  // A function, which is not an object.
  output: { filename: (pathData) => '[name].js' },
  // An object with an apply method.
  plugins: [new HtmlWebpackPlugin()],
  // Any object, but not a function.
  module: { rules: [{ test: /\\.js$/, loader: 'babel-loader', options: new BabelOptions() }] },
};`);
    expect(await validateConfigs(parsed.configs, schema)).toEqual([]);
  });

  it('accepts a regexp built with new RegExp where only a regexp will do', async () => {
    const parsed = parseConfig(
      `module.exports = { watchOptions: { ignored: new RegExp('node_modules') } };`,
    );
    expect(await validateConfigs(parsed.configs, schema)).toEqual([]);
  });

  it('still reports a function where only a regexp will do', async () => {
    const parsed = parseConfig(`module.exports = { watchOptions: { ignored: () => true } };`);
    const problems = await validateConfigs(parsed.configs, schema);
    expect(problems.map((problem) => problem.pointer)).toEqual(['/watchOptions/ignored']);
  });

  it('leaves out array items only known at run time', async () => {
    const parsed = parseConfig(`module.exports = {
  plugins: [new HtmlWebpackPlugin(), isProduction && new MiniCssExtractPlugin()],
  resolve: { extensions: ['.js', process.env.EXTRA_EXTENSION] },
};`);
    expect(await validateConfigs(parsed.configs, schema)).toEqual([]);
  });

  it('reports mistakes in two options as two problems, each with its whole message', async () => {
    const parsed = parseConfig(`module.exports = { mode: 'prod', devtool: 'bad-map' };`);
    expect(await validateConfigs(parsed.configs, schema)).toEqual([
      {
        message: expect.stringMatching(/^configuration\.devtool should match pattern ".+"\.$/),
        pointer: '/devtool',
        config: 0,
      },
      {
        message:
          'configuration.mode should be one of these:\n' +
          '   "development" | "production" | "none"\n' +
          '   -> Enable production optimizations or development hints.',
        pointer: '/mode',
        config: 0,
      },
    ]);
  });

  it('says an absolute path is wrong where a relative one is expected', async () => {
    const parsed = parseConfig(`module.exports = { output: { filename: '/bundle.js' } };`);
    const [problem] = await validateConfigs(parsed.configs, schema);
    expect(problem!.message).toBe(
      'configuration.output.filename: A relative path is expected. However, the provided value "/bundle.js" is an absolute path!',
    );
  });

  it('words every problem past the hundred webpack words in one message, none left blank', async () => {
    const keys = Array.from({ length: 203 }, (_, i) => `type${i}: 42`).join(', ');
    const parsed = parseConfig(`module.exports = { module: { generator: { ${keys} } } };`);
    const problems = await validateConfigs(parsed.configs, schema);
    expect(problems).toHaveLength(203);
    problems.forEach((problem, i) => {
      expect(problem.pointer).toBe(`/module/generator/type${i}`);
      expect(problem.message).toMatch(
        new RegExp(`^configuration\\.module\\.generator\\.type${i} should be`),
      );
    });
  });

  it('loads the schema only when a config fails', async () => {
    let loads = 0;
    const load = () => ((loads += 1), schema());
    await validateConfigs([{ mode: 'production' }], load);
    expect(loads).toBe(0);
    await validateConfigs([{ mode: 'x' }], load);
    expect(loads).toBe(1);
  });
});
