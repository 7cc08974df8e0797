// Evaluates whole webpack configurations of the content and validates what they export with
// `webpack.validate()`. Runs as a child process (so an example cannot disturb the test
// runner), in one of two ways:
// - `node evaluate-configs.mjs input.json output.json`, where input is
//   `{ projectRoot, blocks: [{ id, code, files? }] }` (`files`: the other files the page shows,
//   by relative path) and output is `[{ id, ok, line?, error?, stubbed? }]`;
// - `node evaluate-configs.mjs --serve projectRoot`, forked with an IPC channel: it loads webpack
//   and compiles its options schema at once, then answers each `{ id, code, files? }` message
//   with a result message, in order, until it gets `{ done: true }` (see
//   scripts/content-checks/config-evaluator.ts).
//
// What an example may load: Node built-ins; packages installed in the project's node_modules
// (real, so a plugin's constructor checks its options); files its page shows in a titled
// block (`./webpack.common.js`); and plugin or loader packages that are not installed, which
// become stubs (a function that works with `new`, has `apply()`, and whose properties are
// stubs too). `require.resolve` of a package that is not installed gives a stub's path (a
// polyfill in `resolve.fallback`). Anything else is refused with a reason.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

const TIMEOUT_MS = 5000;
const SERVE = process.argv[2] === '--serve';
const [inputFile, outputFile] = SERVE ? [] : process.argv.slice(2);
const input = SERVE ? undefined : JSON.parse(readFileSync(inputFile, 'utf8'));
const projectRoot = SERVE ? process.argv[3] : input.projectRoot;
const projectRequire = createRequire(join(projectRoot, 'package.json'));
const acorn = projectRequire('acorn');
const webpack = projectRequire('webpack');

/** Whether a package is installed in the project (a dependency, or one of theirs). */
function isInstalled(name) {
  return existsSync(join(projectRoot, 'node_modules', name, 'package.json'));
}

/** Packages named like webpack plugins or loaders (`workbox-webpack-plugin`, `ts-loader`). */
const STUBBABLE = /(?:^|[-/@])(?:[\w-]*-)?(?:plugin|loader)s?(?:$|[-/])/;

/** The package a bare specifier names (`webpack/lib/x` → `webpack`, `@a/b/c` → `@a/b`). */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A relative specifier as a path of the page's files (`./a/b.js` → `a/b.js`). */
function pagePath(specifier) {
  return normalize(specifier).replaceAll('\\', '/');
}

/**
 * How a specifier is loaded: 'real', 'file' (a file the page shows), 'stub', or a refusal
 * reason.
 */
function policy(specifier, files, resolveOnly) {
  if (typeof specifier !== 'string') return { refused: 'a computed module name' };
  if (isBuiltin(specifier)) return { load: 'real' };
  if (specifier.startsWith('.')) {
    const path = pagePath(specifier);
    const found = [path, `${path}.js`, `${path}.cjs`, `${path}.mjs`, `${path}/index.js`].find(
      (candidate) => candidate in files,
    );
    if (found) return { load: 'file', path: found };
    return {
      refused: `"${specifier}" (a local file the page does not show in a block titled with its path)`,
    };
  }
  if (specifier.startsWith('/')) return { refused: `"${specifier}" (an absolute path)` };
  const name = packageName(specifier);
  if (isInstalled(name)) return { load: 'real' };
  if (resolveOnly || STUBBABLE.test(name)) return { load: 'stub', name };
  return {
    refused: `"${specifier}" (not installed in this project; only plugin and loader packages are stubbed)`,
  };
}

function withTimeout(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            Object.assign(new Error(`${what} did not settle within ${TIMEOUT_MS} ms`), {
              timedOut: true,
            }),
          ),
        TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether `error` is a time limit reached (ours, or the vm's for a script that never ends). */
function timedOut(error) {
  return error?.timedOut === true || error?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';
}

function parse(code) {
  try {
    return acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch {
    // Parses only as a script (the parse check reports real syntax errors): CommonJS.
    return acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  }
}

/**
 * Every module a program loads, with the names it imports: import/export declarations,
 * literal dynamic imports, `require('x')` and `require.resolve('x')` (`resolveOnly`).
 */
function moduleRequests(program) {
  const requests = [];
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    const line = node.loc?.start.line;
    if (
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)
    ) {
      const names = (node.specifiers ?? [])
        .map((specifier) => specifier.imported?.name ?? specifier.local?.name)
        .filter((name) => name && name !== 'default');
      requests.push({ specifier: node.source.value, names, resolveOnly: false, line });
    }
    if (node.type === 'ImportExpression') {
      requests.push({
        specifier: node.source.type === 'Literal' ? node.source.value : undefined,
        names: [],
        resolveOnly: false,
        line,
      });
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee;
      const isRequire = callee.type === 'Identifier' && callee.name === 'require';
      const isResolve =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'require' &&
        callee.property.name === 'resolve';
      if ((isRequire || isResolve) && node.arguments.length > 0) {
        const [argument] = node.arguments;
        requests.push({
          specifier: argument.type === 'Literal' ? argument.value : undefined,
          names: [],
          resolveOnly: isResolve,
          line,
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(program);
  return requests;
}

function isEsm(program) {
  return program.body.some((node) => /^(Import|Export)/.test(node.type));
}

/** A stub package: a function that works with and without `new`, has `apply()`, and whose
 * every property (and each named import) is another such function. */
function stubSource(names) {
  const named = [...new Set(names)]
    .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name))
    .map((name) => `module.exports.${name} = stub(${JSON.stringify(name)});`);
  return [
    'function stub(name) {',
    '  function Stub(options) {',
    '    if (!new.target) return new Stub(options);',
    '    this.options = options;',
    '  }',
    '  Object.defineProperty(Stub, "name", { value: name });',
    '  Stub.prototype.apply = function apply() {};',
    '  return new Proxy(Stub, {',
    '    get: (target, key) =>',
    '      key in target || typeof key === "symbol" ? target[key] : (target[key] = stub(String(key))),',
    '  });',
    '}',
    'module.exports = stub("default");',
    ...named,
    '',
  ].join('\n');
}

/**
 * Writes an example's world into `dir`: its page's files, and a stub package for each plugin
 * or loader package it loads that the project does not install. Throws on a refused request.
 */
function prepare(dir, code, files) {
  mkdirSync(dir, { recursive: true });
  const stubs = new Map();
  const seen = new Set();
  const visit = (source, from) => {
    for (const { specifier, names, resolveOnly, line } of moduleRequests(parse(source))) {
      const rule = policy(specifier, files, resolveOnly);
      if (rule.refused) {
        const error = new Error(`${from === 'the example' ? 'it' : from} loads ${rule.refused}`);
        if (from === 'the example') error.exampleLine = line;
        throw error;
      }
      if (rule.load === 'stub') {
        stubs.set(rule.name, [...(stubs.get(rule.name) ?? []), ...names]);
      }
      if (rule.load === 'file' && !seen.has(rule.path)) {
        seen.add(rule.path);
        const file = join(dir, rule.path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, files[rule.path]);
        visit(files[rule.path], rule.path);
      }
    }
  };
  visit(code, 'the example');
  for (const [name, names] of stubs) {
    const folder = join(dir, 'node_modules', name);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
    writeFileSync(join(folder, 'index.js'), stubSource(names));
  }
  return [...stubs.keys()];
}

function evaluateCommonJs(code, dir) {
  const filename = join(dir, 'webpack.config.js');
  const exampleModule = { exports: {} };
  // Resolves from the example's folder: the page's files and the stubs sit there, and the
  // project's node_modules is linked above it.
  const exampleRequire = createRequire(filename);
  globalThis.__webpackDocsExample = [
    exampleModule.exports,
    exampleRequire,
    exampleModule,
    filename,
    dir,
  ];
  // The wrapper stays on the first line so stack lines equal the example's own lines.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${code}\n}).apply(globalThis.__webpackDocsExample[0], globalThis.__webpackDocsExample);`,
    { filename },
  );
  try {
    script.runInThisContext({ timeout: TIMEOUT_MS });
  } finally {
    delete globalThis.__webpackDocsExample;
  }
  return exampleModule.exports;
}

async function evaluateEsm(code, dir) {
  const file = join(dir, 'webpack.config.mjs');
  writeFileSync(file, code);
  const namespace = await withTimeout(import(pathToFileURL(file).href), 'importing the module');
  if (!('default' in namespace)) throw new Error('the ES module has no default export');
  return namespace.default;
}

/** Resolves what a configuration file exports into configuration object(s), as webpack-cli does. */
async function resolveExport(exported) {
  let value = await withTimeout(Promise.resolve(exported), 'the exported promise');
  if (Array.isArray(value)) return Promise.all(value.map((entry) => resolveExport(entry)));
  if (typeof value === 'function') {
    value = await withTimeout(
      Promise.resolve(value({}, { mode: 'production' })),
      'the exported function',
    );
  }
  if (value === null || typeof value !== 'object') {
    throw new Error(
      `the file exports ${value === null ? 'null' : typeof value}, not a configuration`,
    );
  }
  return value;
}

/** The example's line named by an error (its own, or its stack's), if any. */
function stackLine(error) {
  if (error?.exampleLine) return error.exampleLine;
  const match = /webpack\.config\.m?js:(\d+)/.exec(String(error?.stack ?? ''));
  return match ? Number(match[1]) : undefined;
}

function validationMessage(error) {
  const lines = String(error.message).split('\n');
  const body = lines[0]?.startsWith('Invalid configuration') ? lines.slice(1) : lines;
  const text = body
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/**
 * `webpack.validate(config)`, as fast for an array of configurations as for one: webpack's
 * precompiled schema check takes one configuration, so for an array `webpack.validate()`
 * compiles the whole options schema first (a second or two), to validate each item with it.
 * webpack itself checks a multi-configuration item by item; so does this, and only an array
 * with a failing item goes to `webpack.validate()`, for its message.
 */
function validate(config) {
  if (Array.isArray(config) && config.every((item) => item && !Array.isArray(item))) {
    try {
      config.forEach((item) => webpack.validate(item));
      return;
    } catch {
      // Reported below, worded for the array.
    }
  }
  webpack.validate(config);
}

/**
 * Whether an example needs a folder of its own: an ES module, page files or stubs to write
 * (or a refused request, which preparing the folder reports).
 */
function needsFolder(program, files) {
  if (isEsm(program)) return true;
  return moduleRequests(program).some(
    ({ specifier, resolveOnly }) => policy(specifier, files, resolveOnly).load !== 'real',
  );
}

/** Evaluates one example in `dir` (made only when the example needs one) and validates it. */
async function evaluateBlock(block, dir) {
  let config;
  let stubbed = [];
  try {
    const files = block.files ?? {};
    const program = parse(block.code);
    // Most examples load only installed packages: they share one folder.
    if (needsFolder(program, files)) stubbed = prepare(dir, block.code, files);
    else dir = shared;
    const exported = isEsm(program)
      ? await evaluateEsm(block.code, dir)
      : evaluateCommonJs(block.code, dir);
    config = await resolveExport(exported);
  } catch (error) {
    const line = stackLine(error);
    return {
      id: block.id,
      ok: false,
      ...(line ? { line } : {}),
      // A busy machine can slow any example past the limit: such a verdict may change.
      ...(timedOut(error) ? { timedOut: true } : {}),
      error: `does not evaluate: ${String(error?.message ?? error)
        .replace(/\s+/g, ' ')
        .trim()}`,
    };
  }
  try {
    validate(config);
    return { id: block.id, ok: true, stubbed };
  } catch (error) {
    return {
      id: block.id,
      ok: false,
      error: `fails webpack.validate(): ${validationMessage(error)}`,
    };
  }
}

// An example must not end this process: make process.exit throw while examples run.
const exit = process.exit;
process.exit = (code) => {
  throw new Error(`the example called process.exit(${code ?? ''})`);
};

const scratch = mkdtempSync(join(tmpdir(), 'webpack-docs-configs-'));
symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
const shared = join(scratch, 'shared');
mkdirSync(shared);
let count = 0;
const nextDir = () => join(scratch, `example-${count++}`);

if (SERVE) {
  // Loads webpack's precompiled options check now, while the pages are still being read.
  webpack.validate({});
  let queue = Promise.resolve();
  process.on('message', (message) => {
    queue = queue.then(async () => {
      if (message.done) {
        rmSync(scratch, { recursive: true, force: true });
        // Examples may leave timers or servers behind: stop here.
        exit.call(process, 0);
      }
      process.send(await evaluateBlock(message, nextDir()));
    });
  });
  // The parent gone (it crashed, or was stopped) means no more work.
  process.on('disconnect', () => {
    rmSync(scratch, { recursive: true, force: true });
    exit.call(process, 0);
  });
  process.send({ ready: true });
} else {
  const results = [];
  try {
    for (const block of input.blocks) results.push(await evaluateBlock(block, nextDir()));
  } finally {
    writeFileSync(outputFile, JSON.stringify(results));
    rmSync(scratch, { recursive: true, force: true });
  }
  // Examples may leave timers or servers behind; the results are written, so stop here.
  exit.call(process, 0);
}
