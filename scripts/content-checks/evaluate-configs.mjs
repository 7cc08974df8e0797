// Evaluates self-contained `webpack.config.js` examples and validates their export with
// `webpack.validate()`. Runs as a child process (so an example cannot disturb the test
// runner): `node evaluate-configs.mjs input.json output.json`, where input is
// `{ projectRoot, blocks: [{ id, code }] }` and output is `[{ id, ok, line?, error? }]`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

const TIMEOUT_MS = 5000;
const [inputFile, outputFile] = process.argv.slice(2);
const { projectRoot, blocks } = JSON.parse(readFileSync(inputFile, 'utf8'));
const projectRequire = createRequire(join(projectRoot, 'package.json'));
const acorn = projectRequire('acorn');
const webpack = projectRequire('webpack');
const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
const installed = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
]);

/** The package a bare specifier names (`webpack/lib/x` → `webpack`, `@a/b/c` → `@a/b`). */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Why a specifier may not be loaded by a self-contained example, or undefined if it may. */
function refusal(specifier) {
  if (typeof specifier !== 'string') return 'a computed module name';
  if (isBuiltin(specifier)) return undefined;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return `"${specifier}" (a self-contained example loads only Node built-ins and installed packages)`;
  }
  if (!installed.has(packageName(specifier))) {
    return `"${specifier}" (not a dependency of this project)`;
  }
  return undefined;
}

function withTimeout(promise, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not settle within ${TIMEOUT_MS} ms`)),
        TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Top-level import/export declarations and literal dynamic imports of an ES module. */
function moduleSpecifiers(program) {
  const specifiers = [];
  const walk = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)
    ) {
      specifiers.push(node.source.value);
    }
    if (node.type === 'ImportExpression') {
      specifiers.push(node.source.type === 'Literal' ? node.source.value : undefined);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(program);
  return specifiers;
}

function isEsm(program) {
  return program.body.some((node) => /^(Import|Export)/.test(node.type));
}

function evaluateCommonJs(code, dir) {
  const filename = join(dir, 'webpack.config.js');
  const exampleModule = { exports: {} };
  const exampleRequire = (specifier) => {
    const reason = refusal(specifier);
    if (reason) throw new Error(`require of ${reason}`);
    return projectRequire(specifier);
  };
  exampleRequire.resolve = (specifier) => projectRequire.resolve(specifier);
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

async function evaluateEsm(code, dir, program) {
  for (const specifier of moduleSpecifiers(program)) {
    const reason = refusal(specifier);
    if (reason) throw new Error(`import of ${reason}`);
  }
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

/** The example's line named by an error's stack, if any. */
function stackLine(error) {
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

// An example must not end this process: make process.exit throw while examples run.
const exit = process.exit;
process.exit = (code) => {
  throw new Error(`the example called process.exit(${code ?? ''})`);
};

const scratch = mkdtempSync(join(tmpdir(), 'webpack-docs-configs-'));
const results = [];
try {
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  for (const [index, block] of blocks.entries()) {
    const dir = join(scratch, `example-${index}`);
    mkdirSync(dir);
    let config;
    try {
      let program;
      try {
        program = acorn.parse(block.code, { ecmaVersion: 'latest', sourceType: 'module' });
      } catch {
        // Parses only as a script (the parse check reports real syntax errors): CommonJS.
      }
      const exported =
        program && isEsm(program)
          ? await evaluateEsm(block.code, dir, program)
          : evaluateCommonJs(block.code, dir);
      config = await resolveExport(exported);
    } catch (error) {
      const line = stackLine(error);
      results.push({
        id: block.id,
        ok: false,
        ...(line ? { line } : {}),
        error: `does not evaluate: ${error?.message ?? String(error)}`,
      });
      continue;
    }
    try {
      webpack.validate(config);
      results.push({ id: block.id, ok: true });
    } catch (error) {
      results.push({
        id: block.id,
        ok: false,
        error: `fails webpack.validate(): ${validationMessage(error)}`,
      });
    }
  }
} finally {
  writeFileSync(outputFile, JSON.stringify(results));
  rmSync(scratch, { recursive: true, force: true });
}
// Examples may leave timers or servers behind; the results are written, so stop here.
exit.call(process, 0);
