import { describe, expect, it } from 'vitest';
import { documentedAs, parentPath, requiredNewOptions, undocumentedOptions } from './new-options';
import type { SinceData } from './since';

const data: SinceData = {
  releases: { first: '5.0.0', latest: '5.114.0', count: 4 },
  since: {
    output: '5.0.0',
    'output.clean': '5.20.0',
    'output.allowOutside': '5.113.0',
    'module.rules[].use[].sourceTest': '5.113.0',
    'module.rules[].use[].sourceTest.and': '5.113.0',
    'module.rules[].use[]': '5.0.0',
    'optimization.minimize.xml': '5.112.0',
    'optimization.minimize.xml.precision': '5.113.0',
    'module.parser.css/auto': '5.66.0',
    'module.parser.css/auto.parseErrors': '5.113.0',
    brandNew: '5.114.0',
  },
  removed: {},
};

describe('options a release adds', () => {
  it('are the new keys of older options, from 5.113.0 on', () => {
    expect(requiredNewOptions(data)).toEqual([
      'brandNew',
      'module.parser.css/auto.parseErrors',
      'module.rules[].use[].sourceTest',
      'optimization.minimize.xml.precision',
      'output.allowOutside',
    ]);
  });

  it('find their parent through array items and keyed values', () => {
    expect(parentPath('module.rules[].use[].sourceTest')).toBe('module.rules[].use');
    expect(parentPath('entry.*.import')).toBe('entry');
    expect(parentPath('output')).toBeUndefined();
  });

  it('are documented under the heading of the form that shares their keys', () => {
    expect(documentedAs('optimization.minimize.xml.precision')).toBe(
      'optimization.minimizeOptions.xml.precision',
    );
    expect(documentedAs('module.parser.css/module.parseErrors')).toBe(
      'module.parser.css.parseErrors',
    );
    expect(documentedAs('module.defaultRules[].use.sourceTest')).toBe(
      'module.rules[].use.sourceTest',
    );
  });

  it('are reported with the heading each still needs', () => {
    const anchors = new Set([
      'outputallowoutside',
      'ruleusesourcetest',
      'moduleparsercssparseerrors',
    ]);
    expect(undocumentedOptions(requiredNewOptions(data), anchors)).toEqual([
      { path: 'brandNew', heading: 'brandNew' },
      {
        path: 'optimization.minimize.xml.precision',
        heading: 'optimization.minimizeOptions.xml.precision',
      },
    ]);
  });

  it("count a key added in a patch release of its parent's minor, and none before the start", () => {
    const patches: SinceData = {
      releases: { first: '5.0.0', latest: '5.113.2', count: 3 },
      since: {
        output: '5.0.0',
        'output.a': '5.113.0',
        'output.a.b': '5.113.1',
        'output.c': '5.113.1',
      },
      removed: {},
    };
    expect(requiredNewOptions(patches, '5.113.0')).toEqual(['output.a', 'output.a.b', 'output.c']);
    expect(requiredNewOptions(patches, '5.113.2')).toEqual([]);
  });

  it('find their parent past several array and keyed-value markers', () => {
    expect(parentPath('cache.buildDependencies.*[].dependency')).toBe('cache.buildDependencies');
    expect(parentPath('externals[].*.external')).toBe('externals');
  });

  it('keep their own heading when the shared form only appears inside their path', () => {
    for (const path of [
      'experiments.optimization.minimize.xml',
      'experiments.module.defaultRules[].test',
      'experiments.module.parser.css/auto.url',
    ]) {
      expect(documentedAs(path)).toBe(path);
    }
  });
});
