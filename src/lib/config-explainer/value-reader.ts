/**
 * Rebuilds a config's value from the text it was written as: literals, objects and arrays,
 * the bindings and property paths they use, and `RUNTIME` for what only running it gives.
 */
import type { ArrayExpression, Expression, Identifier, MemberExpression, Super } from 'acorn';
import { EXPLAIN_INPUT_MAX_BYTES } from '../site/config-explainer';
import {
  Opaque,
  RUNTIME,
  cycle,
  fail,
  keyName,
  positionOf,
  untyped,
  type Position,
  type Scope,
} from './config-values';

const PATH_CALLS = new Set(['resolve', 'join']);

/**
 * Most values one config is read into. A value takes at least a byte to write, so a config
 * written out never reaches it; one that reuses its bindings (`const b = [a, a]; const c =
 * [b, b]; …`) can double with every line and would hang the reader's tab.
 */
const MAX_VALUES_READ = EXPLAIN_INPUT_MAX_BYTES;

/** Reads one config's value; `positions` records where each key was written. */
export class Reader {
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
