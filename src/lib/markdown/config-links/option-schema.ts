/**
 * Matches a configuration key path against webpack's option schema (and webpack-dev-server's
 * for `devServer`), following `$ref`, `anyOf`/`oneOf`/`allOf`, `items` and `properties`. A key
 * is an option when the schema names it; keys the schema leaves free (entry names, alias
 * keys, a loader's `options`) are not. The match also says which reference headings may
 * document the option, most specific first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONFIG_DEFINITION_HEADINGS, TOOLTIP_TEXT_MAX } from '../../site/reference-links';

/** The parts of JSON Schema that webpack's option schemas use. */
export interface JsonSchema {
  $ref?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | JsonSchema[];
  type?: string | string[];
  enum?: unknown[];
  instanceof?: string;
  tsType?: string;
  definitions?: Record<string, JsonSchema>;
}

/** The option schemas: webpack's, and the ones plugged in at a definition (`DevServer`). */
export interface OptionSchemas {
  root: JsonSchema;
  /** Definition name → schema document that describes its object (with its own `$ref`s). */
  extensions: Record<string, JsonSchema>;
}

/** A heading that may document an option: its title on the given page (any page if none). */
export interface HeadingCandidate {
  title: string;
  page?: string;
}

/** An option found in the schema. */
export interface OptionMatch {
  /** Headings to try, the option's own first, then its ancestors'. */
  candidates: HeadingCandidate[];
  /** The option's type, in short, from the schema. */
  type: string;
}

/** A schema alternative with the document its `$ref`s point into and its definition name. */
interface Alternative {
  schema: JsonSchema;
  document: JsonSchema;
  definition?: string;
}

function flatten(
  schemas: OptionSchemas,
  schema: JsonSchema,
  document: JsonSchema,
  definition?: string,
  depth = 0,
): Alternative[] {
  // Recursive definitions (RuleSetRule.rules) are only expanded on demand, but keep a guard.
  if (depth > 32) return [];
  if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '');
    const target = document.definitions?.[name];
    if (!target) return [];
    const resolved = flatten(schemas, target, document, name, depth + 1);
    const extension = schemas.extensions[name];
    return extension ? [...resolved, ...flatten(schemas, extension, extension)] : resolved;
  }
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const own: Alternative[] = [{ schema, document, definition }];
  return [
    ...own,
    ...nested.flatMap((part) => flatten(schemas, part, document, definition, depth + 1)),
  ];
}

function typeNames(
  schema: JsonSchema,
  document: JsonSchema,
  names: Set<string>,
  depth: number,
): void {
  if (schema.tsType) {
    names.add(schema.tsType);
  } else if (schema.$ref) {
    const name = schema.$ref.replace('#/definitions/', '');
    const target = document.definitions?.[name];
    // Below the top level a named definition is shown by its name: types can be recursive.
    if (target && depth < 2) typeNames(target, document, names, depth + 1);
    else names.add(name);
  } else if (schema.instanceof) {
    names.add(schema.instanceof === 'Function' ? 'function' : schema.instanceof);
  } else if (schema.enum) {
    for (const value of schema.enum) names.add(JSON.stringify(value).replaceAll('"', "'"));
  } else if (schema.anyOf || schema.oneOf || schema.allOf) {
    for (const part of [
      ...(schema.anyOf ?? []),
      ...(schema.oneOf ?? []),
      ...(schema.allOf ?? []),
    ]) {
      typeNames(part, document, names, depth + 1);
    }
  } else if (
    // A schema that gives only its items (dev server's `open.app.arguments`) means an array.
    (schema.type ?? 'array') === 'array' &&
    schema.items &&
    !Array.isArray(schema.items)
  ) {
    const items = new Set<string>();
    typeNames(schema.items, document, items, depth + 1);
    const text = [...items].join(' | ');
    names.add(items.size > 1 ? `Array<${text}>` : `${text || 'unknown'}[]`);
  } else if (schema.type) {
    for (const type of [schema.type].flat()) names.add(type);
  }
}

/** The short type of a schema: `string | RegExp | ((pathData) => string)`. */
export function schemaType(schema: JsonSchema, document: JsonSchema): string {
  const names = new Set<string>();
  typeNames(schema, document, names, 0);
  const text = [...names].join(' | ');
  return text.length > TOOLTIP_TEXT_MAX ? `${text.slice(0, TOOLTIP_TEXT_MAX - 1)}…` : text;
}

/**
 * Matches a key path (`['module', 'rules', '[]', 'test']`) against the schemas. Returns
 * undefined when the last key is not an option the schema names.
 */
export function matchOption(
  schemas: OptionSchemas,
  path: readonly string[],
): OptionMatch | undefined {
  let alternatives = flatten(schemas, schemas.root, schemas.root);
  let docPath: string[] = [];
  let page: string | undefined;
  let candidates: HeadingCandidate[] = [];
  let last: { schema: JsonSchema; document: JsonSchema } | undefined;
  for (const segment of path) {
    if (segment === '[]') {
      alternatives = alternatives.flatMap(({ schema, document }) =>
        schema.items && !Array.isArray(schema.items)
          ? flatten(schemas, schema.items, document)
          : [],
      );
      last = undefined;
      continue;
    }
    // Own properties only: a key named `constructor` is no option.
    const owns = (schema: JsonSchema) =>
      !!schema.properties && Object.hasOwn(schema.properties, segment);
    const owner = alternatives.find(({ schema }) => owns(schema));
    const property = owner?.schema.properties?.[segment];
    if (owner && property) {
      const alias = owner.definition ? CONFIG_DEFINITION_HEADINGS[owner.definition] : undefined;
      if (alias) {
        docPath = [...alias.prefix, segment];
        page = alias.page;
      } else docPath = [...docPath, segment];
      candidates = [{ title: docPath.join('.'), page }, ...candidates];
      alternatives = flatten(schemas, property, owner.document);
      last = { schema: property, document: owner.document };
      continue;
    }
    const free = alternatives.find(({ schema }) => typeof schema.additionalProperties === 'object');
    if (!free) return undefined;
    // A free key (an entry name, a cache group name) is no option, but its value may hold some.
    docPath = [...docPath, '*'];
    alternatives = flatten(schemas, free.schema.additionalProperties as JsonSchema, free.document);
    last = undefined;
  }
  if (!last) return undefined;
  return { candidates, type: schemaType(last.schema, last.document) };
}

const cache = new Map<string, OptionSchemas>();

/** webpack's and webpack-dev-server's option schemas, read once per process. */
export function loadOptionSchemas(cwd = process.cwd()): OptionSchemas {
  let schemas = cache.get(cwd);
  if (!schemas) {
    const require = createRequire(join(cwd, 'package.json'));
    const read = (id: string) =>
      JSON.parse(readFileSync(require.resolve(id), 'utf8')) as JsonSchema;
    const extensions: Record<string, JsonSchema> = {};
    try {
      extensions.DevServer = read('webpack-dev-server/lib/options.json');
    } catch {
      // Without webpack-dev-server installed, `devServer` keys are simply not linked.
    }
    schemas = { root: read('webpack/schemas/WebpackOptions.json'), extensions };
    cache.set(cwd, schemas);
  }
  return schemas;
}
