/**
 * Reads a pasted webpack config (CommonJS, ES module or TypeScript) without running it: acorn
 * parses it (with the TypeScript plugin the Svelte team keeps, whose type nodes are skipped),
 * and the exported value is rebuilt from its literals. Each key remembers where it was
 * written, so an error can point at its line.
 * Values only known when webpack runs (a call, `process.env`) become `RUNTIME`; whatever
 * cannot be read at all (a local `require`, a spread of an unknown value) is one clear error.
 */
import { tsPlugin } from '@sveltejs/acorn-typescript';
import {
  Parser,
  type AnonymousFunctionDeclaration,
  type Expression,
  type FunctionDeclaration,
  type Program,
} from 'acorn';
import { EXPLAIN_INPUT_MAX_BYTES } from '../site/config-explainer';
import {
  ConfigParseError,
  Opaque,
  RUNTIME,
  cycle,
  fail,
  untyped,
  type ParsedConfig,
  type Scope,
} from './config-values';
import { Reader } from './value-reader';

/** acorn that also reads TypeScript: a `webpack.config.ts` parses as written. */
const TypeScriptParser = Parser.extend(tsPlugin());

/**
 * The value a statement gives `module.exports`, through chained assignments as in
 * `exports = module.exports = {…}`, or undefined when it does not set it.
 */
function assignedToModuleExports(expression: Expression): Expression | undefined {
  let sets = false;
  let node = expression;
  while (node.type === 'AssignmentExpression' && node.operator === '=') {
    const { left } = node;
    sets ||=
      left.type === 'MemberExpression' &&
      left.object.type === 'Identifier' &&
      left.object.name === 'module' &&
      left.property.type === 'Identifier' &&
      left.property.name === 'exports';
    node = node.right;
  }
  return sets ? node : undefined;
}

/** The node `module.exports = …` / `export default …` exports, and its scope. */
function exported(program: Program): { node: Expression; scope: Scope } {
  const scope: Scope = { bindings: new Map(), modules: new Set() };
  let found: Expression | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier') continue;
        const init = declarator.init ?? null;
        scope.bindings.set(declarator.id.name, init);
        const call = init?.type === 'CallExpression' ? init : undefined;
        if (call?.callee.type === 'Identifier' && call.callee.name === 'require') {
          const [argument] = call.arguments;
          if (argument?.type === 'Literal' && /^(node:)?path$/.test(String(argument.value))) {
            scope.modules.add(declarator.id.name);
          }
        }
      }
    } else if (statement.type === 'FunctionDeclaration') {
      // Hoisted: `module.exports = config;` may come before `function config() {…}`.
      scope.bindings.set(statement.id.name, asExpression(statement));
    } else if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        scope.bindings.set(specifier.local.name, null);
        if (/^(node:)?path$/.test(String(statement.source.value))) {
          scope.modules.add(specifier.local.name);
        }
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      // A class stays a class: read as a value, it is reported as no config object.
      if (declaration.type === 'FunctionDeclaration') {
        found = asExpression(declaration);
      } else found = declaration as Expression;
    } else if (statement.type === 'ExpressionStatement') {
      found = assignedToModuleExports(statement.expression) ?? found;
    } else if ((statement.type as string) === 'TSExportAssignment') {
      // TypeScript's CommonJS export: `export = config;`
      found = (statement as unknown as { expression: Expression }).expression;
    }
  }
  if (!found) {
    throw new ConfigParseError(
      'No exported config found: write `module.exports = { … }` or `export default { … }`.',
    );
  }
  return { node: found, scope };
}

/** A function declaration read as the function expression it evaluates to. */
function asExpression(declaration: FunctionDeclaration | AnonymousFunctionDeclaration): Expression {
  return { ...declaration, type: 'FunctionExpression' } as Expression;
}

/** What a config function returns, read from its body; `chain`: the bindings followed so far. */
function returned(expression: Expression, scope: Scope, chain: readonly string[] = []): Expression {
  const node = untyped(expression);
  // A function called where it is written (`module.exports = (async () => {…})()`): webpack
  // gets what it returns, a promise it waits for when the function is async.
  if (node.type === 'CallExpression' && node.arguments.length === 0) {
    const callee = node.callee.type === 'Super' ? node.callee : untyped(node.callee);
    if (callee.type === 'ArrowFunctionExpression' || callee.type === 'FunctionExpression') {
      return returned(callee, scope, chain);
    }
  }
  if (node.type === 'Identifier') {
    const bound = scope.bindings.get(node.name);
    if (!bound) return node;
    if (chain.includes(node.name)) cycle(node, chain);
    return returned(bound, scope, [...chain, node.name]);
  }
  if (node.type !== 'ArrowFunctionExpression' && node.type !== 'FunctionExpression') return node;
  for (const param of node.params)
    if (param.type === 'Identifier') scope.bindings.set(param.name, null);
  if (node.body.type !== 'BlockStatement') return node.body;
  for (const statement of node.body.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type === 'Identifier') {
          scope.bindings.set(declarator.id.name, declarator.init ?? null);
        }
      }
    }
    if (statement.type === 'ReturnStatement' && statement.argument) return statement.argument;
  }
  fail(node, 'the exported function returns no config that can be read.');
}

/** Parses config text. Throws ConfigParseError with one clear message. */
export function parseConfig(source: string): ParsedConfig {
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > EXPLAIN_INPUT_MAX_BYTES) {
    throw new ConfigParseError(
      `The config is ${Math.ceil(bytes / 1024)} KB; the explainer reads up to ${EXPLAIN_INPUT_MAX_BYTES / 1024} KB.`,
    );
  }
  let program: Program;
  try {
    program = TypeScriptParser.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowAwaitOutsideFunction: true,
      allowHashBang: true,
      locations: true,
    });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    const reason = (error as Error).message.replace(/\s*\(\d+:\d+\)$/, '');
    const at = loc ? { line: loc.line, column: loc.column + 1 } : undefined;
    throw new ConfigParseError(
      at ? `Syntax error at line ${at.line}, column ${at.column}: ${reason}.` : reason,
      at,
    );
  }
  const { node, scope } = exported(program);
  const value = returned(node, scope);
  const reader = new Reader(scope);
  const root = reader.value(value, '');
  if (Array.isArray(root)) return { configs: root, multi: true, positions: reader.positions };
  if (root === RUNTIME || typeof root !== 'object' || root === null || root instanceof Opaque) {
    throw new ConfigParseError('The exported value is not a config object that can be read.');
  }
  return { configs: [root], multi: false, positions: reader.positions };
}
