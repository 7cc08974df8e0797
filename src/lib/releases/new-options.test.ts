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
});
