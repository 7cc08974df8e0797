import { describe, expect, it } from 'vitest';
import options from '../../data/explainer/options.json';
import { explainKeys, newerThan, optionPrefixes, pickerVersions } from './explain-keys';
import type { OptionTable } from './option-table';
import { parseConfig } from './parse-config';

const table = options as OptionTable;
const prefixes = optionPrefixes(table);

function explain(source: string) {
  const parsed = parseConfig(source);
  return explainKeys(parsed.configs[0], table, prefixes, parsed.positions);
}

describe('explainKeys', () => {
  const keys = explain(`module.exports = {
  entry: { app: './src/app.js' },
  output: { clean: true },
  module: { rules: [{ test: /\\.css$/, use: 'css-loader', options: { modules: true } }] },
};`);
  const byPointer = new Map(keys.map((key) => [key.pointer, key]));

  it('explains options with type, summary, link and first release', () => {
    const clean = byPointer.get('/output/clean')!;
    expect(clean.path).toBe('output.clean');
    expect(clean.option?.since).toBe('5.20.0');
    expect(clean.option?.href).toMatch(/^\/configuration\/output\/#outputclean$/);
    expect(clean.option?.type).toContain('boolean');
    expect(clean.option?.summary?.length).toBeGreaterThan(10);
    expect(clean.at).toEqual({ line: 3, column: 13 });
  });

  it('marks keys the schema leaves free', () => {
    expect(byPointer.get('/entry/app')).toMatchObject({ free: true, path: 'entry.*' });
    expect(byPointer.get('/module/rules/0/options/modules')).toMatchObject({ free: true });
    expect(byPointer.get('/module/rules/0/test')).toMatchObject({
      free: false,
      path: 'module.rules[].test',
    });
  });
});

describe('version check', () => {
  it('flags an option newer than the picked release', () => {
    expect(newerThan('5.90.0', '5.80')).toBe(true);
    expect(newerThan('5.80.3', '5.80')).toBe(false);
    expect(newerThan('5.80.3', '5.80.1')).toBe(true);
    expect(newerThan('5.0.0', '5.0')).toBe(false);
    expect(newerThan('5.20.0', '5.113')).toBe(false);
  });

  it('offers every minor from 5.0 to the latest, newest first', () => {
    const versions = pickerVersions('5.0.0', '5.113.0');
    expect(versions[0]).toBe('5.113');
    expect(versions.at(-1)).toBe('5.0');
    expect(versions).toHaveLength(114);
  });
});
