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
  type ArrayExpression,
  type MemberExpression,
  type PrivateIdentifier,
  type Super,
  type Expression,
  type FunctionDeclaration,
  type Identifier,
  type Node,
  type Program,
} from 'acorn';
import { EXPLAIN_INPUT_MAX_BYTES } from '../site/config-explainer';

/** A value that exists only when the config runs (a call result, an environment variable). */
export const RUNTIME = Symbol('runtime');

/** Stand-in for a function or a plugin instance: the schema only checks what it is. */
export class Opaque {
  constructor(readonly kind: 'function' | 'instance' | 'regexp') {}
}

/** Where a key or value was written: 1-based line, 1-based column. */
export interface Position {
  line: number;
  column: number;
}

/** A config read from text. */
export interface ParsedConfig {
  /** The configs webpack would get: one, or several for an exported array. */
  configs: unknown[];
  /** Whether the export is an array (instance paths then start with the index). */
  multi: boolean;
  /** JSON pointer (`/output/filename`, `/0/mode` for arrays) → where it was written. */
  positions: Map<string, Position>;
}

/** Why a text cannot be read; `at` when the reason has a place. */
export class ConfigParseError extends Error {
  constructor(
    message: string,
    readonly at?: Position,
  ) {
    super(message);
  }
}

type Located = Node & { loc?: { start: { line: number; column: number } } | null };

function positionOf(node: Located): Position {
  const start = node.loc?.start ?? { line: 1, column: 0 };
  return { line: start.line, column: start.column + 1 };
}

function fail(node: Located, reason: string): never {
  const at = positionOf(node);
  throw new ConfigParseError(`Line ${at.line}, column ${at.column}: ${reason}`, at);
}

/**
 * Refuses a binding reached again while its own value is being read (`const a = b; const b
 * = a;`, `const c = { x: c }`): following it would never end, and webpack would not get a
 * value either (a `const` or `let` used before it is set throws). `chain`: the names being
 * read, outermost first.
 */
function cycle(node: Identifier, chain: readonly string[]): never {
  const names = [...chain.slice(chain.indexOf(node.name)), node.name];
  const through = names.map((name) => `\`${name}\``).join(' → ');
  fail(node, `\`${node.name}\` refers back to itself (${through}), so its value cannot be read.`);
}

/** acorn that also reads TypeScript: a `webpack.config.ts` parses as written. */
const TypeScriptParser = Parser.extend(tsPlugin());

/** TypeScript's wrappers of a value: `x as T`, `x satisfies T`, `x!`, `<T>x`. */
const TYPE_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
]);

/** The value inside TypeScript's wrappers: types change nothing webpack gets. */
function untyped(node: Expression): Expression {
  let inner = node;
  while (TYPE_WRAPPERS.has(inner.type)) {
    inner = (inner as unknown as { expression: Expression }).expression;
  }
  return inner;
}

interface Scope {
  bindings: Map<string, Expression | null>;
  /** Names bound to a required Node.js module (`path`), whose calls give a path string. */
  modules: Set<string>;
}

const PATH_CALLS = new Set(['resolve', 'join']);

/**
 * Most values one config is read into. A value takes at least a byte to write, so a config
 * written out never reaches it; one that reuses its bindings (`const b = [a, a]; const c =
 * [b, b]; …`) can double with every line and would hang the reader's tab.
 */
const MAX_VALUES_READ = EXPLAIN_INPUT_MAX_BYTES;

class Reader {
  readonly positions = new Map<string, Position>();
  private depth = 0;
  private values = 0;
  /** The bindings whose values are being read, outermost first. */
  private readonly reading: string[] = [];
  /** Where the outermost binding being read is used: what a refusal for size points at. */
  private outermost?: Identifier;

  constructor(private readonly scope: Scope) {}

  value(node: Expression, pointer: string): unknown {
    this.depth += 1;
    if (this.depth > 200) fail(node, 'the config nests too deeply to read.');
    if (++this.values > MAX_VALUES_READ) {
      const name = this.reading[0];
      fail(
        this.outermost ?? node,
        `${name ? `\`${name}\`` : 'the config'} expands to more than ${MAX_VALUES_READ.toLocaleString('en-US')} values (bindings used over and over), too many to read.`,
      );
    }
    try {
      return this.read(node, pointer);
    } finally {
      this.depth -= 1;
    }
  }

  private read(expression: Expression, pointer: string): unknown {
    const node = untyped(expression);
    switch (node.type) {
      case 'Literal':
        if ('regex' in node && node.regex) return new Opaque('regexp');
        return node.value;
      case 'TemplateLiteral':
        if (node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked).join('');
        return RUNTIME;
      case 'ObjectExpression':
        return this.object(node, pointer);
      case 'ArrayExpression': {
        const items: unknown[] = [];
        return this.arrayInto(node, pointer, items) ? items : RUNTIME;
      }
      case 'MemberExpression':
        return this.member(node, pointer);
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        return new Opaque('function');
      case 'NewExpression':
        // `new RegExp('…')` is a regexp to the schema, not a plugin-like instance.
        if (node.callee.type === 'Identifier' && node.callee.name === 'RegExp') {
          return new Opaque('regexp');
        }
        return new Opaque('instance');
      case 'Identifier':
        return this.identifier(node, pointer);
      case 'UnaryExpression':
        if (node.operator === '-' && node.argument.type === 'Literal') {
          return -(node.argument.value as number);
        }
        if (node.operator === '!' && node.argument.type === 'Literal') return !node.argument.value;
        return RUNTIME;
      case 'CallExpression':
        return this.call(node);
      default:
        // `a ? b : c`, `a || b`: only known when the config runs.
        return RUNTIME;
    }
  }

  private identifier(node: Identifier, pointer: string): unknown {
    if (node.name === 'undefined') return undefined;
    if (node.name === '__dirname') return '/project';
    const bound = this.scope.bindings.get(node.name);
    if (bound === undefined) return RUNTIME;
    if (bound === null) return RUNTIME;
    return this.following(node, () => this.value(bound, pointer));
  }

  /**
   * Adds an array's items to `items`, each read at its index, and an array spread in it
   * (`[...shared, extra]`) item by item when that array is written out. False when a spread
   * is not (`...plugins()`, `...(prod ? [a] : [])`): the length, and so every index after
   * it, is only known when the config runs.
   */
  private arrayInto(node: ArrayExpression, pointer: string, items: unknown[]): boolean {
    for (const element of node.elements) {
      if (!element) items.push(undefined);
      else if (element.type !== 'SpreadElement') {
        items.push(this.value(element, `${pointer}/${items.length}`));
      } else {
        const spread = element.argument;
        const read = this.following(spread, () => {
          const array = this.written(spread);
          return array?.type === 'ArrayExpression' && this.arrayInto(array, pointer, items);
        });
        if (!read) return false;
      }
    }
    return true;
  }

  /** A property of an object written in the config (`base.output`), read where it is used. */
  private member(node: MemberExpression, pointer: string): unknown {
    return this.following(node, () => {
      const value = this.propertyValue(node);
      return value ? this.value(value, pointer) : RUNTIME;
    });
  }

  /**
   * Runs `read` with the binding a name or property path starts from (`base` of
   * `base.output`) marked as being read, so a path back into a binding being read is refused
   * as the loop it is.
   */
  private following<T>(expression: Expression | Super, read: () => T): T {
    let root = expression;
    while (root.type === 'MemberExpression') root = root.object;
    if (root.type !== 'Identifier' || !this.scope.bindings.get(root.name)) return read();
    if (this.reading.includes(root.name)) cycle(root, this.reading);
    if (this.reading.length === 0) this.outermost = root;
    this.reading.push(root.name);
    try {
      return read();
    } finally {
      this.reading.pop();
    }
  }

  /**
   * The expression a name or property path was written as, following bindings (`shared` →
   * its array, `base.output` → the object written for `output`), or undefined when it leads
   * to nothing written in the config (a parameter, a call, an import).
   */
  private written(
    expression: Expression | Super,
    seen = new Set<string>(),
  ): Expression | undefined {
    if (expression.type === 'Super') return undefined;
    const node = untyped(expression);
    if (node.type === 'Identifier') {
      const bound = this.scope.bindings.get(node.name);
      if (!bound || seen.has(node.name)) return undefined;
      seen.add(node.name);
      return this.written(bound, seen);
    }
    if (node.type === 'MemberExpression') {
      const value = this.propertyValue(node, seen);
      return value && this.written(value, seen);
    }
    return node;
  }

  /** The value written for a property path's last key, or undefined (see `written`). */
  private propertyValue(node: MemberExpression, seen?: Set<string>): Expression | undefined {
    const key = keyName(node.property, node.computed);
    const object = key === undefined ? undefined : this.written(node.object, seen);
    if (object?.type !== 'ObjectExpression') return undefined;
    // The last property of that name wins, as in JavaScript; a spread after it may replace it.
    for (const property of [...object.properties].reverse()) {
      if (property.type === 'SpreadElement') return undefined;
      if (keyName(property.key, property.computed) === key) {
        return property.kind === 'init' ? (property.value as Expression) : undefined;
      }
    }
    return undefined;
  }

  private call(node: Expression & { type: 'CallExpression' }): unknown {
    const { callee } = node;
    if (callee.type === 'Identifier' && callee.name === 'require') {
      const [argument] = node.arguments;
      const specifier = argument?.type === 'Literal' ? String(argument.value) : '';
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        fail(node, `\`require('${specifier}')\` loads a file of your project, which is not here.`);
      }
      return RUNTIME;
    }
    // `path.resolve(__dirname, 'dist')` is an absolute path whatever the project.
    if (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      this.scope.modules.has(callee.object.name) &&
      callee.property.type === 'Identifier' &&
      PATH_CALLS.has(callee.property.name)
    ) {
      return callee.property.name === 'resolve' || node.arguments[0]?.type === 'Identifier'
        ? '/project/path'
        : RUNTIME;
    }
    return RUNTIME;
  }

  private object(node: Expression & { type: 'ObjectExpression' }, pointer: string) {
    const result: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.value(property.argument, pointer);
        // Spreading nothing adds nothing, as in JavaScript (`...null`, `...undefined`).
        if (spread === null || spread === undefined) continue;
        if (spread === RUNTIME || typeof spread !== 'object') {
          fail(property, 'a spread (`...`) of a value only known at run time cannot be read.');
        }
        Object.assign(result, spread);
        continue;
      }
      const key = keyName(property.key, property.computed);
      if (key === undefined) {
        fail(property, 'a computed key (`[name]: …`) cannot be read without running it.');
      }
      const at = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      this.positions.set(at, positionOf(property));
      result[key] =
        property.kind === 'init' ? this.value(property.value as Expression, at) : RUNTIME;
    }
    return result;
  }
}

/**
 * A key as written, of an object property or a property path (`name`, `'name'`, `[0]`), or
 * undefined when only running the config gives it (`[name]`, `#field`).
 */
function keyName(key: Expression | PrivateIdentifier, computed: boolean): string | undefined {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

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
