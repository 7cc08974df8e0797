import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compareStable, deriveSince, freeKeyPaths, optionPaths, stableVersions } from './since.mjs';

const fixture = (version) =>
  JSON.parse(
    readFileSync(
      new URL(`../../tests/fixtures/releases/schema-${version}.json`, import.meta.url),
      'utf8',
    ),
  );

describe('option paths of one schema', () => {
  it('follows $ref, anyOf, array items and additionalProperties, and ends on recursion', () => {
    expect(optionPaths(fixture('5.100.0'))).toEqual([
      'entry',
      'entry.*.dependOn',
      'legacy',
      'module',
      'module.rules',
      'module.rules[].rules',
      'module.rules[].test',
      'output',
      'output.clean',
      'output.clean.dry',
      'output.clean.keep',
      'output.filename',
      'output.path',
    ]);
  });

  it('refuses a $ref outside the definitions', () => {
    expect(() => optionPaths({ properties: { a: { $ref: 'other.json#/x' } } })).toThrow(
      'unsupported $ref other.json#/x',
    );
  });
});

describe('free keys of one schema', () => {
  it('lists each object that takes any key, through $ref and anyOf, and ends on recursion', () => {
    const schema = {
      definitions: {
        Alias: {
          anyOf: [
            { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
            {
              type: 'object',
              additionalProperties: { anyOf: [{ type: 'string' }, { enum: [false] }] },
            },
          ],
        },
        Resolve: {
          type: 'object',
          additionalProperties: false,
          properties: {
            alias: { $ref: '#/definitions/Alias' },
            byDependency: {
              type: 'object',
              additionalProperties: { $ref: '#/definitions/Resolve' },
            },
          },
        },
      },
      type: 'object',
      additionalProperties: false,
      properties: {
        resolve: { $ref: '#/definitions/Resolve' },
        experiments: { type: 'object', additionalProperties: true, properties: { css: {} } },
        node: { type: 'object', properties: { global: { type: 'boolean' } } },
      },
    };
    expect(freeKeyPaths(schema)).toEqual([
      'experiments.*',
      'resolve.alias.*',
      'resolve.byDependency.*',
    ]);
  });

  it("finds webpack's alias and fallback maps, and leaves resolve itself closed", () => {
    const require = createRequire(import.meta.url);
    const paths = freeKeyPaths(require('webpack/schemas/WebpackOptions.json'));
    expect(paths).toEqual(expect.arrayContaining(['resolve.alias.*', 'resolve.fallback.*']));
    expect(paths).not.toContain('resolve.*');
  });
});

describe('since-data from three releases', () => {
  // Given in publication-unrelated order: the derivation sorts by version.
  const data = deriveSince(
    ['5.100.0', '5.0.0', '5.20.0'].map((version) => ({
      version,
      paths: optionPaths(fixture(version)),
    })),
  );

  it('records the first release of each path', () => {
    expect(data.since).toMatchObject({
      output: '5.0.0',
      'output.filename': '5.0.0',
      'module.rules[].test': '5.0.0',
      'output.clean': '5.20.0',
      'output.clean.keep': '5.20.0',
      'output.clean.dry': '5.100.0',
      'entry.*.dependOn': '5.100.0',
    });
  });

  it('records a removal the latest release still lacks, and forgets one that came back', () => {
    expect(data.removed).toEqual({ 'output.ecmaVersion': '5.20.0' });
    expect(data.since.legacy).toBe('5.0.0');
  });

  it('names the releases it read', () => {
    expect(data.releases).toEqual({ first: '5.0.0', latest: '5.100.0', count: 3 });
  });
});

describe('versions', () => {
  it('keeps stable 5.x releases only, in semver order', () => {
    expect(
      stableVersions([
        '5.10.0',
        '5.0.0-beta.30',
        '5.2.1',
        '4.46.0',
        '5.2.0',
        '5.74.0-rc.1',
        '5.100.0',
      ]),
    ).toEqual(['5.2.0', '5.2.1', '5.10.0', '5.100.0']);
  });

  it('refuses a prerelease in a comparison', () => {
    expect(() => compareStable('5.1.0', '5.2.0-beta.1')).toThrow(
      'not a stable 5.x version: 5.2.0-beta.1',
    );
  });
});
