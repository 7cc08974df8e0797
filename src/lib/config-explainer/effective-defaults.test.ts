import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPLAIN_MODES, EXPLAIN_TARGETS } from '../site/config-explainer';
import { defaultsKey, describeDefault, webpackDefaults } from './effective-defaults';
import {
  BUILTINS_FILE,
  DEFAULTS_FILE,
  FREE_KEYS_FILE,
  OPTIONS_FILE,
  writeExplainerData,
} from './explainer-data';

const committed = JSON.parse(readFileSync('src/data/explainer/defaults.json', 'utf8')) as Record<
  string,
  Record<string, string>
>;

describe('effective defaults', () => {
  it.each(
    EXPLAIN_MODES.flatMap((mode) => EXPLAIN_TARGETS.map((target) => [mode, target] as const)),
  )('match webpack in Node for %s / %s', (mode, target) => {
    const options = webpackDefaults(mode, target);
    const row = committed[defaultsKey(mode, target)]!;
    expect(Object.keys(row).length).toBeGreaterThan(20);
    for (const [key, text] of Object.entries(row)) {
      expect(text).toBe(describeDefault(options[key], process.cwd()));
    }
  });

  it('differ where webpack says they do', () => {
    expect(committed['production/web']!.devtool).toBe('false');
    expect(committed['development/web']!.devtool).toContain('"use":"eval"');
    expect(JSON.parse(committed['production/node']!.output!).chunkFormat).toBe('commonjs');
  });

  it('describe functions, regexps, sets and the project folder as text', () => {
    expect(
      describeDefault(
        { f: () => 1, r: /x/, s: new Set(['.js', '.mjs']), p: '/home/me/app/src' },
        '/home/me/app',
      ),
    ).toBe('{"f":"[function]","r":"/x/","s":[".js",".mjs"],"p":"<project>/src"}');
  });

  it('show a linked node_modules (a workspace, a sandbox) as the project’s', () => {
    const base = mkdtempSync(join(tmpdir(), 'defaults-'));
    try {
      const project = join(base, 'app');
      const store = join(base, 'store', 'node_modules');
      mkdirSync(project);
      mkdirSync(store, { recursive: true });
      symlinkSync(store, join(project, 'node_modules'));
      expect(describeDefault({ managedPaths: [`${store}/`], roots: [project] }, project)).toBe(
        '{"managedPaths":["<project>/node_modules/"],"roots":["<project>"]}',
      );
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('are committed as npm run explainer:data writes them', () => {
    const written = writeExplainerData();
    expect(Object.keys(written).sort()).toEqual(
      [BUILTINS_FILE, DEFAULTS_FILE, FREE_KEYS_FILE, OPTIONS_FILE].sort(),
    );
    for (const [file, text] of Object.entries(written)) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run explainer:data`).toBe(text);
    }
  });
});
