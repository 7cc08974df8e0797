/**
 * Finds the object keys of a webpack configuration example and their option paths, from the
 * code itself: `output.filename`, `module.rules[].test`. Fail soft: code that does not parse,
 * or that exports no object literal we can see, yields no keys.
 */
import { parse } from '@babel/parser';
import type { Expression, Node, ObjectExpression, Statement } from '@babel/types';

/** One key of the configuration object, with its place in the code. */
export interface ConfigKey {
  /** Option path: property names, `[]` for an array element (`module`, `rules`, `[]`, `test`). */
  path: string[];
  /** Offsets of the key in the code (quotes of a string key included). */
  start: number;
  end: number;
}

/** `(x)`, `x as T`, `x satisfies T`, `x!`, `<T>x`: the expression inside. */
function unwrap(node: Node): Node {
  let current = node;
  while (
    current.type === 'TSAsExpression' ||
    current.type === 'TSSatisfiesExpression' ||
    current.type === 'TSNonNullExpression' ||
    current.type === 'TSTypeAssertion' ||
    current.type === 'ParenthesizedExpression'
  ) {
    current = current.expression;
  }
  return current;
}

/** Top-level `const name = value` bindings, to follow `module.exports = config`. */
function topLevelBindings(body: Statement[]): Map<string, Expression> {
  const bindings = new Map<string, Expression>();
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init) {
          bindings.set(declarator.id.name, declarator.init);
        }
      }
    }
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      bindings.set(declaration.id.name, {
        ...declaration,
        type: 'FunctionExpression',
      } as Expression);
    }
  }
  return bindings;
}

/** What the module exports: `module.exports = …` and `export default …`. */
function exportedValues(body: Statement[]): Node[] {
  const values: Node[] = [];
  for (const statement of body) {
    if (statement.type === 'ExportDefaultDeclaration') values.push(statement.declaration);
    if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression'
    ) {
      const { left, right } = statement.expression;
      if (
        left.type === 'MemberExpression' &&
        left.object.type === 'Identifier' &&
        left.object.name === 'module' &&
        left.property.type === 'Identifier' &&
        left.property.name === 'exports'
      ) {
        values.push(right);
      }
    }
  }
  return values;
}

/** The object literals a value stands for: through names, functions, arrays and branches. */
function configObjects(
  node: Node,
  bindings: Map<string, Expression>,
  seen = new Set<Node>(),
): ObjectExpression[] {
  const value = unwrap(node);
  if (seen.has(value)) return [];
  seen.add(value);
  const follow = (next: Node | null | undefined) =>
    next ? configObjects(next, bindings, seen) : [];
  switch (value.type) {
    case 'ObjectExpression':
      return [value];
    case 'Identifier': {
      const bound = bindings.get(value.name);
      return bound ? follow(bound) : [];
    }
    case 'ArrayExpression':
      return value.elements.flatMap((element) =>
        element && element.type !== 'SpreadElement' ? follow(element) : [],
      );
    case 'ConditionalExpression':
      return [...follow(value.consequent), ...follow(value.alternate)];
    case 'LogicalExpression':
      return [...follow(value.left), ...follow(value.right)];
    case 'AwaitExpression':
      return follow(value.argument);
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration':
      if (value.body.type !== 'BlockStatement') return follow(value.body);
      return value.body.body.flatMap((statement) =>
        statement.type === 'ReturnStatement' ? follow(statement.argument) : [],
      );
    default:
      return [];
  }
}

/** The name of a property key written literally (`output`, `'output'`), else undefined. */
function keyName(key: Node, computed: boolean): string | undefined {
  if (key.type === 'Identifier' && !computed) return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

/** Collects every key of an object literal and of the objects nested in its values. */
function walk(object: ObjectExpression, prefix: string[], out: ConfigKey[]): void {
  for (const property of object.properties) {
    if (property.type === 'SpreadElement') continue;
    const name = keyName(property.key, property.computed);
    if (name === undefined || property.key.start == null || property.key.end == null) continue;
    const path = [...prefix, name];
    out.push({ path, start: property.key.start, end: property.key.end });
    if (property.type === 'ObjectProperty') walkValue(property.value, path, out);
  }
}

function walkValue(node: Node, path: string[], out: ConfigKey[]): void {
  const value = unwrap(node);
  if (value.type === 'ObjectExpression') walk(value, path, out);
  if (value.type === 'ArrayExpression') {
    for (const element of value.elements) {
      if (element && element.type !== 'SpreadElement') walkValue(element, [...path, '[]'], out);
    }
  }
  if (value.type === 'ConditionalExpression') {
    walkValue(value.consequent, path, out);
    walkValue(value.alternate, path, out);
  }
}

/**
 * The keys of the configuration a code block exports, in code order. `typescript` parses the
 * code as TypeScript. Returns [] when the code does not parse.
 */
export function configKeys(code: string, { typescript = false } = {}): ConfigKey[] {
  let body: Statement[];
  try {
    body = parse(code, {
      sourceType: 'module',
      allowReturnOutsideFunction: true,
      // Comments are not needed, and attaching them costs time on every block.
      attachComment: false,
      plugins: typescript ? ['typescript'] : [],
    }).program.body;
  } catch {
    return [];
  }
  const bindings = topLevelBindings(body);
  const out: ConfigKey[] = [];
  const objects = new Set(exportedValues(body).flatMap((value) => configObjects(value, bindings)));
  for (const object of objects) walk(object, [], out);
  return out.sort((a, b) => a.start - b.start);
}
