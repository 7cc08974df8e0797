/**
 * What a pasted config is read into (its values, where each key was written) and how the
 * reading refuses what it cannot read: one clear error, placed where it was written.
 */
import type { Expression, Identifier, Node, PrivateIdentifier } from 'acorn';

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

export function positionOf(node: Located): Position {
  const start = node.loc?.start ?? { line: 1, column: 0 };
  return { line: start.line, column: start.column + 1 };
}

export function fail(node: Located, reason: string): never {
  const at = positionOf(node);
  throw new ConfigParseError(`Line ${at.line}, column ${at.column}: ${reason}`, at);
}

/**
 * Refuses a binding reached again while its own value is being read (`const a = b; const b
 * = a;`, `const c = { x: c }`): following it would never end, and webpack would not get a
 * value either (a `const` or `let` used before it is set throws). `chain`: the names being
 * read, outermost first.
 */
export function cycle(node: Identifier, chain: readonly string[]): never {
  const names = [...chain.slice(chain.indexOf(node.name)), node.name];
  const through = names.map((name) => `\`${name}\``).join(' → ');
  fail(node, `\`${node.name}\` refers back to itself (${through}), so its value cannot be read.`);
}

/** TypeScript's wrappers of a value: `x as T`, `x satisfies T`, `x!`, `<T>x`. */
const TYPE_WRAPPERS = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
]);

/** The value inside TypeScript's wrappers: types change nothing webpack gets. */
export function untyped(node: Expression): Expression {
  let inner = node;
  while (TYPE_WRAPPERS.has(inner.type)) {
    inner = (inner as unknown as { expression: Expression }).expression;
  }
  return inner;
}

/** The names a config binds at its top level or in its exported function. */
export interface Scope {
  bindings: Map<string, Expression | null>;
  /** Names bound to a required Node.js module (`path`), whose calls give a path string. */
  modules: Set<string>;
}

/**
 * A key as written, of an object property or a property path (`name`, `'name'`, `[0]`), or
 * undefined when only running the config gives it (`[name]`, `#field`).
 */
export function keyName(
  key: Expression | PrivateIdentifier,
  computed: boolean,
): string | undefined {
  if (!computed && key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}
