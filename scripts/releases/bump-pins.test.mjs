import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBumps, minimumOf, planBumps, run } from './bump-pins.mjs';

const fixture = (name) => new URL(`../../tests/fixtures/releases/bump/${name}`, import.meta.url);
const registry = JSON.parse(readFileSync(fixture('registry.json'), 'utf8'));

describe('the release pull request', () => {
  it('bumps a pin the registry has a newer release of, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bump-'));
    const file = join(dir, 'package.json');
    const summaryFile = join(dir, 'body.md');
    copyFileSync(fixture('package.json'), file);
    const before = readFileSync(file, 'utf8');

    const plan = await run({ file, latestOf: async (name) => registry[name], summaryFile });

    const after = readFileSync(file, 'utf8');
    // The one change: the webpack pin, exact as before.
    expect(after).toBe(before.replace('"webpack": "5.113.0"', '"webpack": "5.114.0"'));
    expect(plan.map((step) => `${step.name}:${step.action}`)).toEqual([
      'webpack:bump',
      'webpack-dev-server:held',
    ]);
    const body = readFileSync(summaryFile, 'utf8');
    expect(body).toContain('- `webpack` 5.113.0 → 5.114.0');
    expect(body).toContain(
      '- `webpack-dev-server` 6.1.0: needs Node.js 22.15.0; the project supports 20.9.0',
    );
  });

  it('leaves package.json alone when every pin is the latest release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bump-'));
    const file = join(dir, 'package.json');
    copyFileSync(fixture('package.json'), file);
    const before = readFileSync(file, 'utf8');
    const same = { ...registry, webpack: { version: '5.113.0', engines: {} } };
    const plan = await run({ file, latestOf: async (name) => same[name] });
    expect(plan.filter((step) => step.action === 'bump')).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('never moves a pin backwards', () => {
    const packageJson = JSON.parse(readFileSync(fixture('package.json'), 'utf8'));
    const older = { ...registry, webpack: { version: '5.112.2', engines: {} } };
    expect(planBumps(packageJson, older).map((step) => step.name)).toEqual(['webpack-dev-server']);
  });

  it('refuses a package.json without an exact pin', () => {
    expect(() => planBumps({ devDependencies: { webpack: 'latest' } }, registry)).toThrow(
      'webpack: no pinned version (latest)',
    );
  });

  it('keeps the pins exact', () => {
    const text = '{\n  "devDependencies": {\n    "webpack": "5.113.0"\n  }\n}\n';
    expect(
      applyBumps(text, [{ name: 'webpack', from: '5.113.0', to: '5.114.0', action: 'bump' }]),
    ).toBe('{\n  "devDependencies": {\n    "webpack": "5.114.0"\n  }\n}\n');
  });
});

describe('Node.js minimum of an engines range', () => {
  it.each([
    ['>= 22.15.0', '22.15.0'],
    ['>=20.9', '20.9.0'],
    ['^20.9.0 || >=22', '20.9.0'],
    ['<18', undefined],
    [undefined, undefined],
  ])('%s → %s', (range, minimum) => {
    expect(minimumOf(range)).toBe(minimum);
  });
});
