import { parse } from 'acorn';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ConfigTransformError, transformConfig } from './transform';

const esm = (source: string) => transformConfig(source, 'esm').code;
const typed = (source: string) => transformConfig(source, 'ts').code;

const parsesAsModule = (code: string) =>
  expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();

// Top-level code beside the requires: a call of another function with one string, a member
// read, a variable declared without a value, a top-level assignment and a `catch` without
// a parameter. Only the two requires may change: this part stays the same in every syntax.
const VERSIONED_BODY = `const revision = execSync('git rev-parse --short HEAD');
const mode = process.env.NODE_ENV;
let version;
try {
  version = execSync('git describe --tags').toString().trim();
} catch {
  // No tag yet: the commit names the build.
}
version ??= revision.toString().trim();
`;

const VERSIONED = `const { execSync } = require('node:child_process');
const webpack = require('webpack');

${VERSIONED_BODY}
module.exports = {
  mode: mode === 'production' ? 'production' : 'development',
  plugins: [new webpack.DefinePlugin({ VERSION: JSON.stringify(version) })],
};
`;

describe('transformConfig with code beside the requires', () => {
  it('rewrites only the require() declarations and keeps the rest of the top level as it is', () => {
    expect(esm(VERSIONED)).toBe(`import { execSync } from 'node:child_process';
import webpack from 'webpack';

${VERSIONED_BODY}
export default {
  mode: mode === 'production' ? 'production' : 'development',
  plugins: [new webpack.DefinePlugin({ VERSION: JSON.stringify(version) })],
};
`);
    parsesAsModule(esm(VERSIONED));
    expect(typed(VERSIONED)).toBe(`import type { Configuration } from 'webpack';
import { execSync } from 'node:child_process';
import webpack from 'webpack';

${VERSIONED_BODY}
const config: Configuration = {
  mode: mode === 'production' ? 'production' : 'development',
  plugins: [new webpack.DefinePlugin({ VERSION: JSON.stringify(version) })],
};

export default config;
`);
  });

  it('reads an `exports` property of another object as it is', () => {
    // A library build taking its entry from the package's own `exports` field.
    const source = `const { readFileSync } = require('node:fs');

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));

module.exports = {
  entry: pkg.exports['.'],
  experiments: { outputModule: true },
};
`;
    expect(esm(source)).toBe(`import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));

export default {
  entry: pkg.exports['.'],
  experiments: { outputModule: true },
};
`);
    expect(typed(source)).toBe(`import type { Configuration } from 'webpack';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('./package.json', 'utf8'));

const config: Configuration = {
  entry: pkg.exports['.'],
  experiments: { outputModule: true },
};

export default config;
`);
  });

  it('gives a default import another name than a class the config declares', () => {
    // `#banners/Banner` is a package.json subpath import: its default import would be `Banner`.
    const source = `const { text } = require('#banners/Banner');

class Banner {
  apply(compiler) {
    new compiler.webpack.BannerPlugin(text).apply(compiler);
  }
}

module.exports = { plugins: [new Banner()] };
`;
    const out = esm(source);
    expect(out).toBe(`import Banner2 from '#banners/Banner';
const { text } = Banner2;

class Banner {
  apply(compiler) {
    new compiler.webpack.BannerPlugin(text).apply(compiler);
  }
}

export default { plugins: [new Banner()] };
`);
    parsesAsModule(out);
  });
});

describe('transformConfig with JSON files', () => {
  it('imports a required JSON file with its type attribute, as Node.js asks of a module', () => {
    const source = `const webpack = require('webpack');
const manifest = require('./dll/vendor-manifest.json');
const { version } = require('./package.json');

module.exports = {
  plugins: [
    new webpack.DllReferencePlugin({ context: __dirname, manifest }),
    new webpack.BannerPlugin(\`v\${version}\`),
  ],
};
`;
    const imports = `import webpack from 'webpack';
import manifest from './dll/vendor-manifest.json' with { type: 'json' };
import packageJson from './package.json' with { type: 'json' };
const { version } = packageJson;
`;
    const plugins = `  plugins: [
    new webpack.DllReferencePlugin({ context: import.meta.dirname, manifest }),
    new webpack.BannerPlugin(\`v\${version}\`),
  ],
};
`;
    const out = esm(source);
    expect(out).toBe(`${imports}\nexport default {\n${plugins}`);
    parsesAsModule(out);
    const typedOut = typed(source);
    expect(typedOut).toBe(
      `import type { Configuration } from 'webpack';\n${imports}\nconst config: Configuration = {\n${plugins}\nexport default config;\n`,
    );
    const { diagnostics = [] } = ts.transpileModule(typedOut, {
      reportDiagnostics: true,
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    expect(diagnostics).toEqual([]);
  });
});

describe('transformConfig to TypeScript names its export after the names the config binds', () => {
  // [declaration, exported value, its type]: each declaration binds `config` in its own way.
  const cases: [string, string, string][] = [
    ['const { config } = common;', "{ ...config, mode: 'production' }", 'Configuration'],
    [
      'const { entry, ...config } = common;',
      '{ ...config, entry: { main: entry } }',
      'Configuration',
    ],
    ['const [, config] = common;', "{ ...config, name: 'server' }", 'Configuration'],
    ['const [client, ...config] = common;', '[client, ...config]', 'Configuration[]'],
    ['const { config = {} } = common;', "{ ...config, mode: 'production' }", 'Configuration'],
    [
      'function config(mode) {\n  return { ...common, mode };\n}',
      "config('production')",
      'Configuration',
    ],
  ];
  it.each(cases)('calls it webpackConfig after `%s`', (declaration, exported, type) => {
    const source = `const common = require('./webpack.common.js');
${declaration}

module.exports = ${exported};
`;
    expect(typed(source)).toBe(`import type { Configuration } from 'webpack';
import common from './webpack.common.js';
${declaration}

const webpackConfig: ${type} = ${exported};

export default webpackConfig;
`);
  });
});

describe('transformConfig refuses requires and bindings it cannot rewrite', () => {
  const cases: [string, RegExp][] = [
    [
      "const webpack = require('webpack', 'ignored');\nmodule.exports = {};",
      /^line 1: require\(\) is only supported in top-level/,
    ],
    [
      "const DefinePlugin = require('webpack')['DefinePlugin'];\nmodule.exports = {};",
      /^line 1: require\(\) is only supported in top-level/,
    ],
    [
      'const settings = {};\nconst version = require(5);\nmodule.exports = {};',
      /^line 2: require\(\) takes a string literal here$/,
    ],
    // A name of its own would become `function import.meta.dirname()` or `catch (import.meta.filename)`.
    [
      "module.exports = () => {\n  function __dirname() {\n    return 'app';\n  }\n  return { context: __dirname() };\n};",
      /^line 2: declares its own `__dirname` inside a function/,
    ],
    [
      "let entry = './src/index.js';\ntry {\n  entry = findEntry();\n} catch (__filename) {\n  console.warn(__filename);\n}\nmodule.exports = { entry };",
      /^line 4: declares its own `__filename` inside a function/,
    ],
  ];
  it.each(cases)('refuses %j', (source, reason) => {
    expect(() => esm(source)).toThrow(ConfigTransformError);
    expect(() => esm(source)).toThrow(reason);
  });
});
