import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLTIP_TEXT_MAX } from '../../site/reference-links';
import { loadOptionSchemas, matchOption, schemaType, type JsonSchema } from './option-schema';

/** Option schemas from a small root document, without extensions. */
const only = (root: JsonSchema) => ({ root, extensions: {} });

/** A root whose `target` option sits `depth` `$ref`s (or `anyOf`s) below the top. */
function buried(depth: number, via: '$ref' | 'anyOf'): JsonSchema {
  const option: JsonSchema = { properties: { target: { type: 'string' } } };
  if (via === 'anyOf') {
    let schema = option;
    for (let level = 0; level < depth; level++) schema = { anyOf: [schema] };
    return schema;
  }
  const definitions: Record<string, JsonSchema> = { [`L${depth}`]: option };
  for (let level = 1; level < depth; level++) {
    definitions[`L${level}`] = { $ref: `#/definitions/L${level + 1}` };
  }
  return { $ref: '#/definitions/L1', definitions };
}

describe('matchOption (small schemas)', () => {
  it('follows references and alternatives 32 levels deep, and gives up below that', () => {
    for (const via of ['$ref', 'anyOf'] as const) {
      expect(matchOption(only(buried(32, via)), ['target'])?.type).toBe('string');
      expect(matchOption(only(buried(33, via)), ['target'])).toBeUndefined();
    }
  });

  it('still matches the other alternatives when a reference points nowhere', () => {
    const root: JsonSchema = {
      anyOf: [{ $ref: '#/definitions/Gone' }, { properties: { mode: { type: 'string' } } }],
    };
    for (const document of [root, { ...root, definitions: {} }]) {
      expect(matchOption(only(document), ['mode'])?.type).toBe('string');
      expect(matchOption(only(document), ['other'])).toBeUndefined();
    }
  });
});

describe('schemaType', () => {
  it('names a reference it cannot follow by its definition', () => {
    expect(schemaType({ $ref: '#/definitions/Plugin' }, {})).toBe('Plugin');
  });

  it('writes a function instance in lower case, other classes as named', () => {
    expect(schemaType({ anyOf: [{ instanceof: 'Function' }, { instanceof: 'RegExp' }] }, {})).toBe(
      'function | RegExp',
    );
  });

  it('writes an array without its items type as unknown[], and one without items as array', () => {
    expect(schemaType({ type: 'array', items: {} }, {})).toBe('unknown[]');
    expect(schemaType({ type: 'array' }, {})).toBe('array');
  });

  it('writes a schema that only gives its items as an array of them', () => {
    expect(schemaType({ items: { type: 'string' } }, {})).toBe('string[]');
  });

  it('leaves out alternatives that say nothing of the type', () => {
    expect(schemaType({ anyOf: [{}, { type: 'string' }] }, {})).toBe('string');
  });

  it(`cuts types longer than ${TOOLTIP_TEXT_MAX} characters with an ellipsis`, () => {
    const fits = 'x'.repeat(TOOLTIP_TEXT_MAX);
    expect(schemaType({ tsType: fits }, {})).toBe(fits);
    expect(schemaType({ tsType: `${fits}y` }, {})).toBe(`${'x'.repeat(TOOLTIP_TEXT_MAX - 1)}…`);
  });
});

describe('loadOptionSchemas', () => {
  it('reads the schemas once per process', () => {
    expect(loadOptionSchemas()).toBe(loadOptionSchemas());
  });

  it('reads the webpack schema installed in the given folder; without the dev server, devServer is no option', () => {
    const root = mkdtempSync(join(tmpdir(), 'option-schema-'));
    try {
      mkdirSync(join(root, 'node_modules/webpack/schemas'), { recursive: true });
      writeFileSync(
        join(root, 'node_modules/webpack/schemas/WebpackOptions.json'),
        JSON.stringify({
          properties: { devServer: { $ref: '#/definitions/DevServer' } },
          definitions: { DevServer: { type: 'object' } },
        }),
      );
      const schemas = loadOptionSchemas(root);
      expect(schemas.extensions).toEqual({});
      expect(matchOption(schemas, ['devServer'])?.type).toBe('object');
      expect(matchOption(schemas, ['devServer', 'port'])).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
