import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { ConfigTransformError, transformConfig } from './transform';

const esm = (source: string) => transformConfig(source, 'esm').code;
const typed = (source: string) => transformConfig(source, 'ts').code;

const parsesAsModule = (code: string) =>
  expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();

describe('transformConfig names the default imports it adds', () => {
  it('derives a valid, free identifier from the module path', () => {
    const source = `const { posix: { join } } = require('node:path');
const { path7za } = require('7zip-bin');
const { legacy } = require('./build--legacy-');
const webpackMerge = require('./merge-helpers');
const webpackMerge2 = require('./merge-helpers-v2');
const { merge } = require('webpack-merge');
module.exports = merge(legacy, { entry: join('src', 'index.js'), plugins: [path7za] });`;
    const out = esm(source);
    expect(out).toBe(`import path from 'node:path';
const { posix: { join } } = path;
import _7zipBin from '7zip-bin';
const { path7za } = _7zipBin;
import buildLegacy from './build--legacy-';
const { legacy } = buildLegacy;
import webpackMerge from './merge-helpers';
import webpackMerge2 from './merge-helpers-v2';
import webpackMerge3 from 'webpack-merge';
const { merge } = webpackMerge3;
export default merge(legacy, { entry: join('src', 'index.js'), plugins: [path7za] });`);
    parsesAsModule(out);
  });

  it('names the TypeScript config after the ones the page already uses', () => {
    const source = `const config = { mode: 'development' };
const webpackConfig = { mode: 'production' };
const webpackConfig2 = { mode: 'none' };
module.exports = [config, webpackConfig, webpackConfig2];`;
    expect(typed(source)).toBe(`import type { Configuration } from 'webpack';

const config = { mode: 'development' };
const webpackConfig = { mode: 'production' };
const webpackConfig2 = { mode: 'none' };
const webpackConfig3: Configuration[] = [config, webpackConfig, webpackConfig2];

export default webpackConfig3;`);
  });
});

describe('transformConfig imports from Node.js built-ins', () => {
  it('imports one property by its own name without an alias', () => {
    expect(
      esm("const join = require('path').join;\nmodule.exports = { entry: join('src', 'a.js') };"),
    ).toBe("import { join } from 'path';\nexport default { entry: join('src', 'a.js') };");
  });

  it('takes nested, rest or quoted destructuring from the default export, not as named imports', () => {
    const source = `const { readFileSync, promises: { readFile } } = require('fs');
const { resolve, ...pathRest } = require('path');
const { 'sep': separator } = require('path');
module.exports = { entry: resolve('src'), plugins: [readFileSync, readFile, pathRest, separator] };`;
    const out = esm(source);
    expect(out).toBe(`import fs from 'fs';
const { readFileSync, promises: { readFile } } = fs;
import path from 'path';
const { resolve, ...pathRest } = path;
const { 'sep': separator } = path;
export default { entry: resolve('src'), plugins: [readFileSync, readFile, pathRest, separator] };`);
    parsesAsModule(out);
  });
});

describe('transformConfig finds every __dirname and __filename reference', () => {
  const source = `const path = require('path');
const [, , target = 'web'] = process.argv;
const { OUTPUT_DIR = path.resolve(__dirname, 'dist') } = process.env;
const names = { [path.basename(__dirname)]: 'main' };

class BannerPlugin {
  banner;
  static __filename = __filename;
  __dirname() {
    return __dirname;
  }
  apply(compiler) {
    compiler.hooks.done.tap('Banner', () => console.log(this.banner));
  }
}

const entry = {};
pages: for (const page of ['home', 'about', 'blog']) {
  for (const hidden of ['about']) {
    if (page === hidden) continue pages;
  }
  if (page === 'blog') break pages;
  entry[page] = path.join(__dirname, 'src', page);
}

module.exports = {
  target,
  entry,
  output: { path: OUTPUT_DIR, filename: names[path.basename(__dirname)] + '.js' },
  plugins: [new BannerPlugin()],
};`;

  it('in defaults, computed keys and members, class bodies and labelled loops, but not in member names', () => {
    const out = esm(source);
    expect(out).toBe(`import path from 'path';
const [, , target = 'web'] = process.argv;
const { OUTPUT_DIR = path.resolve(import.meta.dirname, 'dist') } = process.env;
const names = { [path.basename(import.meta.dirname)]: 'main' };

class BannerPlugin {
  banner;
  static __filename = import.meta.filename;
  __dirname() {
    return import.meta.dirname;
  }
  apply(compiler) {
    compiler.hooks.done.tap('Banner', () => console.log(this.banner));
  }
}

const entry = {};
pages: for (const page of ['home', 'about', 'blog']) {
  for (const hidden of ['about']) {
    if (page === hidden) continue pages;
  }
  if (page === 'blog') break pages;
  entry[page] = path.join(import.meta.dirname, 'src', page);
}

export default {
  target,
  entry,
  output: { path: OUTPUT_DIR, filename: names[path.basename(import.meta.dirname)] + '.js' },
  plugins: [new BannerPlugin()],
};`);
    parsesAsModule(out);
  });
});

describe('transformConfig types a config function in TypeScript', () => {
  it('returns Configuration[] when the body returns an array of configs', () => {
    const out = typed(`module.exports = (env) => {
  const app = { name: 'app', entry: './src/app.js' };
  const worker = { name: 'worker', entry: './src/worker.js', target: 'webworker' };
  return [app, worker];
};`);
    expect(out).toBe(`import type { Configuration } from 'webpack';

const config = (env: Record<string, string | boolean | undefined>): Configuration[] => {
  const app = { name: 'app', entry: './src/app.js' };
  const worker = { name: 'worker', entry: './src/worker.js', target: 'webworker' };
  return [app, worker];
};

export default config;`);
  });

  it('returns one Configuration when the returns sit in branches', () => {
    expect(
      typed(`module.exports = function (env) {
  if (env.production) {
    return { mode: 'production' };
  } else {
    return { mode: 'development' };
  }
};`),
    ).toContain(
      'const config = function (env: Record<string, string | boolean | undefined>): Configuration {',
    );
  });

  it('types a function without parameters', () => {
    expect(typed("module.exports = () => ({ mode: 'production' });")).toBe(
      "import type { Configuration } from 'webpack';\n\nconst config = (): Configuration => ({ mode: 'production' });\n\nexport default config;",
    );
  });

  it('types a named config function where it is declared', () => {
    expect(
      typed(`const createConfig = (env) => ({ mode: env.production ? 'production' : 'development' });
module.exports = createConfig;`),
    ).toBe(`import type { Configuration } from 'webpack';

const createConfig = (env: Record<string, string | boolean | undefined>): Configuration => ({ mode: env.production ? 'production' : 'development' });
export default createConfig;`);
  });

  it.each([
    ['module.exports = (env, argv, done) => ({});', /takes at most 2 parameters \(env, argv\)/],
    ['module.exports = (...args) => ({});', /parameters must be names or \{ destructuring \}/],
  ])('refuses a function webpack would not call that way: %s', (source, reason) => {
    expect(() => typed(source)).toThrow(ConfigTransformError);
    expect(() => typed(source)).toThrow(reason);
  });
});

describe('transformConfig types an exported value in TypeScript', () => {
  it('types an instance as one config, not a promise', () => {
    expect(
      typed(`const ConfigBuilder = require('./config-builder');
module.exports = new ConfigBuilder({ mode: 'production' });`),
    ).toContain("const config: Configuration = new ConfigBuilder({ mode: 'production' });");
  });

  it('types the named config among helpers, other declarations and statements', () => {
    const source = `const path = require('path');
const webpack = require('webpack');
function resolve(dir) {
  return path.join(__dirname, dir);
}
const isProduction = process.env.NODE_ENV === 'production';
const config = { mode: isProduction ? 'production' : 'development', plugins: [] };
config.plugins.push(new webpack.ProgressPlugin());
config.output = { path: resolve('dist') };
module.exports = config;`;
    expect(typed(source)).toBe(`import type { Configuration } from 'webpack';
import path from 'path';
import webpack from 'webpack';
function resolve(dir) {
  return path.join(import.meta.dirname, dir);
}
const isProduction = process.env.NODE_ENV === 'production';
const config: Configuration = { mode: isProduction ? 'production' : 'development', plugins: [] };
config.plugins.push(new webpack.ProgressPlugin());
config.output = { path: resolve('dist') };
export default config;`);
  });
});

describe('transformConfig refuses a module required twice by name', () => {
  it('says which module', () => {
    const source = `const base = require('./webpack.base.js');
const shared = require('./webpack.base.js');
module.exports = [base, shared];`;
    expect(() => esm(source)).toThrow(ConfigTransformError);
    expect(() => esm(source)).toThrow("line 2: './webpack.base.js' is required twice");
  });
});

describe('transformConfig re-exports a required config', () => {
  it('leaves its type to the imported module', () => {
    const source = `const common = require('./webpack.common.js');
module.exports = common;`;
    const expected = `import common from './webpack.common.js';
export default common;`;
    expect(esm(source)).toBe(expected);
    expect(typed(source)).toBe(expected);
  });
});

describe('transformConfig finds the parameter list it types', () => {
  it('wraps the lone parameter of an async arrow in parentheses', () => {
    expect(
      typed("module.exports = async env => ({ mode: env.production ? 'production' : 'none' });"),
    ).toBe(`import type { Configuration } from 'webpack';

const config = async (env: Record<string, string | boolean | undefined>): Promise<Configuration> => ({ mode: env.production ? 'production' : 'none' });

export default config;`);
  });

  it('keeps the parentheses of an async arrow that has them', () => {
    expect(
      typed(`module.exports = async (env, argv) => {
  const entry = await Promise.resolve('./src/index.js');
  return { mode: argv.mode, entry };
};`),
    ).toContain(
      "const config = async (env: Record<string, string | boolean | undefined>, argv: { mode?: Configuration['mode'] }): Promise<Configuration> => {",
    );
  });

  it('types the config function, not an arrow inside a parameter default', () => {
    const out =
      typed(`module.exports = (env = Object.fromEntries(process.argv.slice(2).map((flag) => [flag, true]))) => ({
  mode: env.production ? 'production' : 'development',
});`);
    expect(out).toContain(
      "const config = (env: Record<string, string | boolean | undefined> = Object.fromEntries(process.argv.slice(2).map((flag) => [flag, true]))): Configuration => ({\n  mode: env.production ? 'production' : 'development',\n});",
    );
  });
});

describe('transformConfig imports the devServer typing', () => {
  it('for a quoted devServer key too, as in a config pasted from JSON', () => {
    expect(
      typed('module.exports = { "mode": "development", "devServer": { "port": 8080 } };'),
    ).toBe(
      `import type { Configuration } from 'webpack';
import 'webpack-dev-server';

const config: Configuration = { "mode": "development", "devServer": { "port": 8080 } };

export default config;`,
    );
  });
});

describe('transformConfig types a config exported by name in TypeScript', () => {
  it('types a function declaration like a function expression', () => {
    const source = `async function createConfig(env, argv) {
  return [{ mode: argv.mode }, { mode: argv.mode, target: 'node' }];
}
module.exports = createConfig;`;
    expect(typed(source)).toBe(`import type { Configuration } from 'webpack';

async function createConfig(env: Record<string, string | boolean | undefined>, argv: { mode?: Configuration['mode'] }): Promise<Configuration[]> {
  return [{ mode: argv.mode }, { mode: argv.mode, target: 'node' }];
}
export default createConfig;`);
  });

  it('adds no type import when the name is only assigned later', () => {
    const source = `let config;
if (process.env.NODE_ENV === 'production') {
  config = { mode: 'production' };
} else {
  config = { mode: 'development', devtool: 'eval-source-map' };
}
module.exports = config;`;
    expect(typed(source)).toBe(source.replace('module.exports =', 'export default'));
  });
});
