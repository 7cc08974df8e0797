/**
 * Turns one CommonJS webpack config into its ES module and TypeScript twins, by parsing it
 * (acorn) and editing the source in place (magic-string), so comments and layout survive.
 * Whatever it does not understand makes it throw a ConfigTransformError saying what and
 * where: a silently wrong variant would be worse than none.
 */
import {
  parse,
  tokenizer,
  type ArrowFunctionExpression,
  type CallExpression,
  type Expression,
  type FunctionDeclaration,
  type FunctionExpression,
  type Identifier,
  type Literal,
  type Node,
  type Pattern,
  type Program,
} from 'acorn';
import MagicString from 'magic-string';
// Node's list, as data: the config explainer runs this rewrite in the browser too.
import builtinModules from '../../../data/explainer/node-builtins.json';

/** A config that cannot be turned into the other syntaxes; the message says why. */
export class ConfigTransformError extends Error {
  constructor(
    message: string,
    /** Where in the block (1-based line, 0-based column), when known. */
    readonly at?: { line: number; column: number },
  ) {
    super(message);
  }
}

/** The two generated syntaxes. */
export type TargetSyntax = 'esm' | 'ts';

/** A generated variant and, for each of its lines (0-based), the source lines (1-based) it comes from. */
export interface Variant {
  code: string;
  sourceLines: number[][];
}

/** Types given to the parameters of a config function (`env`, then `argv`) in TypeScript. */
const PARAMETER_TYPES = [
  'Record<string, string | boolean | undefined>',
  "{ mode?: Configuration['mode'] }",
];

/** What `__dirname` and `__filename` become in an ES module (Node.js 20.11+). */
const MODULE_META: Record<string, string> = {
  __dirname: 'import.meta.dirname',
  __filename: 'import.meta.filename',
};

/** The import that types `devServer` (webpack-dev-server augments webpack's Configuration). */
const DEV_SERVER_IMPORT = "import 'webpack-dev-server';";

const BUILTINS = new Set(builtinModules);

function fail(
  node: Node & { loc?: { start: { line: number; column: number } } | null },
  reason: string,
): never {
  throw new ConfigTransformError(
    `line ${node.loc?.start.line ?? '?'}: ${reason}`,
    node.loc ? { line: node.loc.start.line, column: node.loc.start.column } : undefined,
  );
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(specifier);
}

/** The `from` part of a default import: Node.js loads a JSON module only with its type attribute. */
function fromClause(specifier: string): string {
  return specifier.endsWith('.json')
    ? `from '${specifier}' with { type: 'json' }`
    : `from '${specifier}'`;
}

/** `require('x')` with one string literal, else undefined. */
function requiredModule(node: Node | null | undefined): string | undefined {
  const call = node as CallExpression | null | undefined;
  if (call?.type !== 'CallExpression') return undefined;
  if (call.callee.type !== 'Identifier' || call.callee.name !== 'require') return undefined;
  const [argument] = call.arguments;
  if (call.arguments.length !== 1 || argument?.type !== 'Literal') return undefined;
  if (typeof argument.value !== 'string') fail(call, 'require() takes a string literal here');
  return argument.value;
}

/** A require, direct (`require('x')`) or of one property (`require('x').y`). */
interface Require {
  specifier: string;
  property?: string;
}

function requireOf(init: Expression | null | undefined): Require | undefined {
  const direct = requiredModule(init);
  if (direct !== undefined) return { specifier: direct };
  if (init?.type === 'MemberExpression' && !init.computed && init.property.type === 'Identifier') {
    const specifier = requiredModule(init.object);
    if (specifier !== undefined) return { specifier, property: init.property.name };
  }
  return undefined;
}

/** `module.exports` as an assignment target. */
function isModuleExports(node: Node): boolean {
  const member = node as Expression;
  return (
    member.type === 'MemberExpression' &&
    !member.computed &&
    member.object.type === 'Identifier' &&
    member.object.name === 'module' &&
    member.property.type === 'Identifier' &&
    member.property.name === 'exports'
  );
}

/** `exports.x`: CommonJS named exports, which have no place in the rewrite. */
function isExportsMember(node: Node): boolean {
  const member = node as Expression;
  return (
    member.type === 'MemberExpression' &&
    member.object.type === 'Identifier' &&
    member.object.name === 'exports'
  );
}

/** Names bound by a declaration pattern. */
function boundNames(pattern: Pattern, names: Set<string>): void {
  switch (pattern.type) {
    case 'Identifier':
      names.add(pattern.name);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) {
        boundNames(property.type === 'RestElement' ? property.argument : property.value, names);
      }
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) if (element) boundNames(element, names);
      break;
    case 'RestElement':
      boundNames(pattern.argument, names);
      break;
    case 'AssignmentPattern':
      boundNames(pattern.left, names);
      break;
    default:
      break;
  }
}

function topLevelNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) boundNames(declarator.id, names);
    } else if (
      (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') &&
      statement.id
    ) {
      names.add(statement.id.name);
    }
  }
  return names;
}

/** Children of a node, in source order. */
function childNodes(node: Node): Node[] {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node as unknown as Record<string, unknown>)) {
    if (key === 'loc' || key === 'range') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof (child as Node).type === 'string') children.push(child as Node);
    }
  }
  return children;
}

/**
 * The first binding of `name` below the top level (a variable, function, class, parameter or
 * catch parameter inside a function or block), or undefined.
 */
function nestedBinding(program: Program, name: string): Node | undefined {
  const visit = (node: Node, depth: number): Node | undefined => {
    const names = new Set<string>();
    const record = node as unknown as Record<string, unknown>;
    if (node.type === 'VariableDeclarator') boundNames(record.id as Pattern, names);
    if (/^(Function|Class)(Declaration|Expression)$|^ArrowFunctionExpression$/.test(node.type)) {
      if (record.id && (depth > 1 || node.type.endsWith('Expression')))
        names.add((record.id as Identifier).name);
      for (const param of (record.params as Pattern[] | undefined) ?? []) boundNames(param, names);
    }
    if (node.type === 'CatchClause' && record.param) boundNames(record.param as Pattern, names);
    // Top-level declarators (depth 2: program → declaration → declarator) are `taken` already.
    if (names.has(name) && !(node.type === 'VariableDeclarator' && depth === 2)) return node;
    for (const child of childNodes(node)) {
      const found = visit(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit(program, 0);
}

/** A free identifier for a module's default import: `webpack-merge` → `webpackMerge`. */
function identifierFor(specifier: string, taken: Set<string>): string {
  const last =
    specifier
      .replace(/^node:/, '')
      .split('/')
      .pop() ?? 'module';
  const camel = last.replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c: string | undefined) =>
    c ? c.toUpperCase() : '',
  );
  const base = /^[A-Za-z_$]/.test(camel) ? camel : `_${camel}`;
  let name = base;
  for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/**
 * Calls `visit` on every identifier that is a reference (not a property key or a member
 * name), with the shorthand property it sits in, if any; collects property names in `keys`.
 */
function eachReference(
  node: Node,
  visit: (identifier: Identifier, shorthand: Node | undefined) => void,
  skip: Set<Node>,
  keys: Set<string>,
): void {
  if (skip.has(node)) return;
  const record = node as unknown as Record<string, unknown>;
  switch (node.type) {
    case 'Identifier':
      visit(node as Identifier, undefined);
      return;
    case 'MemberExpression':
      if (isModuleExports(node) || isExportsMember(node)) {
        fail(node, '`module.exports` and `exports` are only supported as `module.exports = …`');
      }
      eachReference(record.object as Node, visit, skip, keys);
      if (record.computed) eachReference(record.property as Node, visit, skip, keys);
      return;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      if (!record.computed) {
        // `devServer: …` or `"devServer": …` (a config pasted from JSON).
        const key = record.key as Identifier | Literal;
        keys.add(key.type === 'Literal' ? String(key.value) : key.name);
      }
      if (record.shorthand && (record.value as Node).type === 'Identifier') {
        visit(record.value as Identifier, node);
        return;
      }
      if (record.computed) eachReference(record.key as Node, visit, skip, keys);
      if (record.value) eachReference(record.value as Node, visit, skip, keys);
      return;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      if (record.body) eachReference(record.body as Node, visit, skip, keys);
      return;
    default:
      break;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) {
      for (const child of value) {
        if (child && typeof (child as Node).type === 'string')
          eachReference(child, visit, skip, keys);
      }
    } else if (value && typeof (value as Node).type === 'string') {
      eachReference(value as Node, visit, skip, keys);
    }
  }
}

/** The token labels of `source` from `start` to `end`, with their positions in `source`. */
function tokenLabels(source: string, start: number, end: number): { label: string; at: number }[] {
  return [...tokenizer(source.slice(start, end), { ecmaVersion: 'latest' })].map((token) => ({
    label: token.type.label,
    at: start + token.start,
  }));
}

/** A config function: exported as written, or declared by name and exported. */
type ConfigFunction = ArrowFunctionExpression | FunctionExpression | FunctionDeclaration;

/**
 * Position of the `)` closing a function's parameter list: the first one after its last
 * parameter, as a default value may hold parentheses and arrows of its own.
 */
function closingParen(source: string, fn: ConfigFunction): number {
  const from = fn.params.at(-1)?.end ?? fn.start;
  const paren = tokenLabels(source, from, fn.body.start).find(({ label }) => label === ')');
  if (!paren) fail(fn, 'cannot find the parameter list of the exported function');
  return paren.at;
}

/** The return type of a config function: one config or several, maybe behind a promise. */
function returnType(fn: ConfigFunction): string {
  let returned: Node[] = [];
  if (fn.body.type !== 'BlockStatement') returned = [fn.body];
  else {
    for (const statement of fn.body.body) {
      if (statement.type === 'ReturnStatement' && statement.argument)
        returned.push(statement.argument);
    }
  }
  const many = returned.length > 0 && returned.every((node) => node.type === 'ArrayExpression');
  const type = many ? 'Configuration[]' : 'Configuration';
  return fn.async ? `Promise<${type}>` : type;
}

/** Types the parameters and the result of an exported config function. */
function typeFunction(source: string, edit: MagicString, fn: ConfigFunction): void {
  if (fn.params.length > PARAMETER_TYPES.length) {
    fail(fn, `a config function takes at most ${PARAMETER_TYPES.length} parameters (env, argv)`);
  }
  const [firstParam] = fn.params;
  // `env => …`, or `async env => …`: no `(` before the only parameter.
  const unparenthesized =
    fn.type === 'ArrowFunctionExpression' &&
    firstParam !== undefined &&
    tokenLabels(source, fn.start, firstParam.start).every(({ label }) => label !== '(');
  fn.params.forEach((param, index) => {
    // `env = {}` is typed on its name: `env: Type = {}`.
    const target = param.type === 'AssignmentPattern' ? param.left : param;
    if (target.type !== 'Identifier' && target.type !== 'ObjectPattern') {
      fail(param, 'config function parameters must be names or { destructuring }');
    }
    edit.appendLeft(target.end, `: ${PARAMETER_TYPES[index]}`);
  });
  if (unparenthesized) {
    edit.prependRight(firstParam.start, '(');
    edit.appendLeft(firstParam.end, `): ${returnType(fn)}`);
    return;
  }
  edit.appendLeft(closingParen(source, fn) + 1, `: ${returnType(fn)}`);
}

/** The TypeScript annotation for a config value, or undefined for a function. */
function valueType(value: Node): string | undefined {
  if (isFunction(value)) return undefined;
  const call = value as Expression;
  // An immediately called async function, or a new Promise: a promise of a config.
  if (call.type === 'CallExpression' && isFunction(call.callee)) return returnType(call.callee);
  if (call.type === 'NewExpression' && call.callee.type === 'Identifier') {
    if (call.callee.name === 'Promise') return 'Promise<Configuration>';
  }
  return value.type === 'ArrayExpression' ? 'Configuration[]' : 'Configuration';
}

function isFunction(node: Node): node is ArrowFunctionExpression | FunctionExpression {
  return node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
}

/** Rewrites the top-level `require` declarations as imports, adding them to `handled`. */
function rewriteRequires(
  program: Program,
  edit: MagicString,
  taken: Set<string>,
  handled: Set<Node>,
): void {
  // A module required as a whole by name lends that name to its other requires.
  const defaultNames = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const { id, init } of statement.declarations) {
      const required = requireOf(init);
      if (required && !required.property && id.type === 'Identifier') {
        defaultNames.set(required.specifier, id.name);
      }
    }
  }
  const imported = new Set<string>();
  const defaultName = (specifier: string, lines: string[]) => {
    let name = defaultNames.get(specifier);
    if (!name) {
      name = identifierFor(specifier, taken);
      defaultNames.set(specifier, name);
    }
    if (!imported.has(specifier)) {
      imported.add(specifier);
      lines.push(`import ${name} ${fromClause(specifier)};`);
    }
    return name;
  };

  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    const requires = statement.declarations.map((declarator) => requireOf(declarator.init));
    if (requires.every((required) => !required)) continue;
    if (requires.some((required) => !required)) {
      fail(statement, 'a declaration mixes require() with other values; split it');
    }
    const lines: string[] = [];
    statement.declarations.forEach(({ id, init }, index) => {
      const { specifier, property } = requires[index]!;
      handled.add(init!);
      if (id.type === 'Identifier' && !property) {
        if (imported.has(specifier)) fail(statement, `'${specifier}' is required twice`);
        imported.add(specifier);
        lines.push(`import ${id.name} ${fromClause(specifier)};`);
      } else if (isBuiltin(specifier) && id.type === 'Identifier') {
        // Node.js built-ins have real named exports.
        const name = property === id.name ? id.name : `${property} as ${id.name}`;
        lines.push(`import { ${name} } from '${specifier}';`);
      } else if (isBuiltin(specifier) && !property && simpleNames(id)) {
        lines.push(`import { ${namedImports(id).join(', ')} } from '${specifier}';`);
      } else {
        // Packages are CommonJS: Node.js only promises their default export to an import.
        const name = defaultName(specifier, lines);
        const value = property ? `${name}.${property}` : name;
        lines.push(`${statement.kind} ${edit.original.slice(id.start, id.end)} = ${value};`);
      }
    });
    edit.overwrite(statement.start, statement.end, lines.join('\n'));
    handled.add(statement);
  }
}

/** `{ a, b: c }` with plain names only (no defaults, nesting or rest). */
function simpleNames(id: Pattern): boolean {
  return (
    id.type === 'ObjectPattern' &&
    id.properties.every(
      (property) =>
        property.type === 'Property' &&
        !property.computed &&
        property.key.type === 'Identifier' &&
        property.value.type === 'Identifier',
    )
  );
}

function namedImports(id: Pattern): string[] {
  if (id.type !== 'ObjectPattern') return [];
  return id.properties.map((property) => {
    const key = (property as { key: Identifier }).key.name;
    const local = (property as { value: Identifier }).value.name;
    return key === local ? key : `${key} as ${local}`;
  });
}

/** Rewrites `module.exports = value` as a default export (typed in TypeScript). */
function rewriteExport(
  program: Program,
  edit: MagicString,
  target: TargetSyntax,
  taken: Set<string>,
  handled: Set<Node>,
): boolean {
  const exports = program.body.filter(
    (statement) =>
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      isModuleExports(statement.expression.left),
  );
  if (exports.length === 0) fail(program, 'no `module.exports = …` to turn into an export');
  if (exports[1]) fail(exports[1], '`module.exports` is assigned more than once');
  const statement = exports[0] as Node & { expression: { left: Node; right: Expression } };
  const { left, right } = statement.expression;
  handled.add(left);
  if (target === 'esm') {
    edit.overwrite(statement.start, right.start, 'export default ');
    return false;
  }
  if (right.type === 'Identifier') {
    edit.overwrite(statement.start, right.start, 'export default ');
    return annotateDeclaration(program, edit, right.name, handled);
  }
  const name = taken.has('config') ? identifierFor('webpackConfig', taken) : 'config';
  const type = valueType(right);
  edit.overwrite(statement.start, right.start, `const ${name}${type ? `: ${type}` : ''} = `);
  if (isFunction(right)) typeFunction(edit.original, edit, right);
  edit.appendLeft(statement.end, `\n\nexport default ${name};`);
  return true;
}

/**
 * Types the top-level declaration of the exported name; whether it added a type. A required
 * name is now an import, which brings its own type.
 */
function annotateDeclaration(
  program: Program,
  edit: MagicString,
  name: string,
  handled: Set<Node>,
): boolean {
  for (const statement of program.body) {
    if (statement.type === 'FunctionDeclaration' && statement.id.name === name) {
      // Its parameters and result, as for `const name = function (…) {…}`.
      typeFunction(edit.original, edit, statement);
      return true;
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      if (declarator.id.type !== 'Identifier' || declarator.id.name !== name || !declarator.init) {
        continue;
      }
      if (handled.has(declarator.init)) return false;
      const type = valueType(declarator.init);
      if (type) edit.appendLeft(declarator.id.end, `: ${type}`);
      else typeFunction(edit.original, edit, declarator.init as FunctionExpression);
      return true;
    }
  }
  return false;
}

/** For each line of the result, the source lines its characters come from. */
function lineSources(edit: MagicString): number[][] {
  const map = edit.generateDecodedMap({ hires: true });
  return map.mappings.map((segments) => [
    ...new Set(segments.filter((s) => s.length >= 4).map((s) => (s[2] as number) + 1)),
  ]);
}

/** The config rewritten in the target syntax. Throws ConfigTransformError. */
export function transformConfig(source: string, target: TargetSyntax): Variant {
  let program: Program;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  } catch (error) {
    const loc = (error as { loc?: { line: number; column: number } }).loc;
    throw new ConfigTransformError(`does not parse: ${(error as Error).message}`, loc);
  }
  const edit = new MagicString(source);
  const taken = topLevelNames(program);
  const handled = new Set<Node>();
  rewriteRequires(program, edit, taken, handled);
  const typed = rewriteExport(program, edit, target, taken, handled);

  // A binding of its own inside a function would turn into `const import.meta.dirname`.
  for (const name of Object.keys(MODULE_META)) {
    if (taken.has(name)) continue;
    const binding = nestedBinding(program, name);
    if (binding) {
      fail(
        binding,
        `declares its own \`${name}\` inside a function; rename it, or declare it at the top`,
      );
    }
  }

  const keys = new Set<string>();
  for (const statement of program.body) {
    eachReference(
      statement,
      (identifier, shorthand) => {
        const meta = MODULE_META[identifier.name];
        if (meta && !taken.has(identifier.name)) {
          if (shorthand)
            edit.overwrite(shorthand.start, shorthand.end, `${identifier.name}: ${meta}`);
          else edit.overwrite(identifier.start, identifier.end, meta);
        } else if (identifier.name === 'require') {
          fail(identifier, 'require() is only supported in top-level `const x = require(…)`');
        }
      },
      handled,
      keys,
    );
  }

  if (typed) {
    // Above the imports, after any leading comment; a blank line when no import follows.
    const first = program.body[0]!;
    const blank = handled.has(first) ? '' : '\n';
    // webpack-dev-server adds `devServer` to webpack's Configuration type when imported.
    const devServer = keys.has('devServer') ? `${DEV_SERVER_IMPORT}\n` : '';
    edit.prependLeft(
      first.start,
      `import type { Configuration } from 'webpack';\n${devServer}${blank}`,
    );
  }
  return { code: edit.toString(), sourceLines: lineSources(edit) };
}
