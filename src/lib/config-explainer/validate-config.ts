/**
 * Validates configs with webpack's option schema, in the browser as in Node: a standalone
 * validator precompiled from webpack's schema (scripts/explainer/build-validator.mjs; our CSP
 * forbids compiling one at run time) finds the errors, and schema-utils' ValidationError —
 * what webpack throws — words them. Each error keeps its JSON pointer, to find its line.
 */
import ValidationErrorModule from 'schema-utils/dist/ValidationError';
import check from './generated/validate-webpack-options.js';
import { Opaque, RUNTIME } from './config-values';

/** An ajv error as the verbose validator reports it (and schema-utils reads it). */
interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  children?: SchemaError[];
  [key: string]: unknown;
}

/** One problem in a config. */
export interface ConfigProblem {
  /** webpack's own message for it. */
  message: string;
  /** JSON pointer of the value at fault, within its config (`/output/filename`). */
  pointer: string;
  /** The index of the config in an exported array. */
  config: number;
}

/** The schema text is only needed to word a failure; loaded then, once. */
export type SchemaLoader = () => Promise<object> | object;

function placeholder(value: unknown): unknown {
  if (value instanceof Opaque) {
    if (value.kind === 'regexp') return /(?:)/;
    if (value.kind === 'function') return () => undefined;
    return { apply: () => undefined };
  }
  if (Array.isArray(value)) return value.filter((item) => item !== RUNTIME).map(placeholder);
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // A value only known at run time cannot be checked: leave its key out.
      if (item !== RUNTIME) result[key] = placeholder(item);
    }
    return result;
  }
  return value;
}

/** Turns the explainer's reading of a config into what the validator can check. */
export function checkable(config: unknown): unknown {
  return placeholder(config);
}

function isAtOrBelow(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}/`);
}

/**
 * Nests every error under the later error that covers its path, keeping the outermost at the
 * top: the shape schema-utils gives ValidationError (its own `filterErrors` is private).
 */
export function nestErrors(errors: SchemaError[]): SchemaError[] {
  const top: SchemaError[] = [];
  for (const error of errors) {
    const children: SchemaError[] = [];
    for (let i = top.length - 1; i >= 0; i -= 1) {
      const earlier = top[i]!;
      if (!isAtOrBelow(earlier.instancePath, error.instancePath)) continue;
      top.splice(i, 1);
      children.unshift(...(earlier.children ?? []), earlier);
      earlier.children = undefined;
    }
    if (children.length) error.children = children;
    top.push(error);
  }
  return top;
}

/**
 * schema-utils words `absolutePath` failures in its run-time keyword, which a precompiled
 * validator does not run; the same sentence as keywords/absolutePath.js.
 */
function wordAbsolutePath(error: SchemaError): SchemaError {
  if (error.keyword !== 'absolutePath' || error.message) return error;
  const data = JSON.stringify(error.data);
  const message = (error.parentSchema as { absolutePath?: boolean } | undefined)?.absolutePath
    ? `The provided value ${data} is not an absolute path!`
    : `A relative path is expected. However, the provided value ${data} is an absolute path!`;
  return { ...error, message };
}

/**
 * schema-utils words at most 100 errors in one message and only counts the rest ("and 3 more
 * errors"): worded 100 at a time, every problem the page lists has its words.
 */
const WORDED_AT_ONCE = 100;

// The file is CommonJS (`module.exports = ValidationError`, with a `default` too): bundlers and
// Node disagree on which one a default import gets.
const ValidationError =
  (ValidationErrorModule as unknown as { default?: typeof ValidationErrorModule }).default ??
  ValidationErrorModule;

/** webpack's words for a list of errors, split back into one message per error. */
function messages(errors: SchemaError[], schema: object): string[] {
  const worded: string[] = [];
  for (let at = 0; at < errors.length; at += WORDED_AT_ONCE) {
    const batch = errors.slice(at, at + WORDED_AT_ONCE);
    const error = new ValidationError(batch as never, schema as never, { name: 'Webpack' });
    const body = error.message.split('\n').slice(1).join('\n');
    worded.push(...body.split(/\n(?= - )/).map((part: string) => part.replace(/^ - /, '').trim()));
  }
  return worded;
}

/** Checks each config; no problems means webpack accepts them. */
export async function validateConfigs(
  configs: unknown[],
  loadSchema: SchemaLoader,
): Promise<ConfigProblem[]> {
  const problems: ConfigProblem[] = [];
  let schema: object | undefined;
  for (const [index, config] of configs.entries()) {
    if (check(checkable(config))) continue;
    const errors = nestErrors((check.errors as SchemaError[]).map(wordAbsolutePath));
    schema ??= await loadSchema();
    const worded = messages(errors, schema);
    errors.forEach((error, i) => {
      problems.push({ message: worded[i] ?? '', pointer: error.instancePath, config: index });
    });
  }
  return problems;
}
