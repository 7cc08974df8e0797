import { describe, expect, it } from 'vitest';
import type { ContentPage } from './reader';
import {
  formatCoverage,
  incompleteEntries,
  installedOptionPaths,
  objectProperties,
  optionAnchor,
  schemaCoverage,
} from './schema-coverage';
import { PROJECT_ROOT } from './webpack-configs';

describe('objectProperties', () => {
  it('follows $ref, anyOf and oneOf and unions the object variants', () => {
    const root = {
      definitions: {
        Cache: { anyOf: [{ enum: [true] }, { $ref: '#/definitions/Normalized' }] },
        Normalized: { oneOf: [{ $ref: '#/definitions/Memory' }, { $ref: '#/definitions/File' }] },
        Memory: { properties: { type: {}, maxGenerations: {} } },
        File: { properties: { type: {}, cacheDirectory: {} } },
      },
    };
    expect(objectProperties({ $ref: '#/definitions/Cache' }, root).sort()).toEqual([
      'cacheDirectory',
      'maxGenerations',
      'type',
    ]);
  });
});

describe('installedOptionPaths', () => {
  const paths = installedOptionPaths(PROJECT_ROOT);

  it('reads top-level options, one level down for the nested ones, and devServer', () => {
    for (const path of [
      'entry',
      'resolveLoader',
      'output.filename',
      'module.rules',
      'stats.errorDetails',
      'cache.maxGenerations',
      'cache.cacheDirectory',
      'snapshot.managedPaths',
      'devServer.port',
      'devServer.static',
    ]) {
      expect(paths).toContain(path);
    }
    // Only the listed options are expanded: `entry` has no `entry.*` paths.
    expect(paths.some((path) => path.startsWith('entry.'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('schemaCoverage', () => {
  it('matches option paths to github-slug heading ids and lists the missing ones', () => {
    expect(optionAnchor('output.filename')).toBe('outputfilename');
    expect(optionAnchor('resolveLoader')).toBe('resolveloader');
    const pages = [{ anchors: ['outputfilename', 'entry'] } as ContentPage];
    const coverage = schemaCoverage(['entry', 'output.filename', 'output.path'], pages);
    expect(coverage).toEqual({ covered: 2, total: 3, missing: ['output.path'] });
    expect(formatCoverage(coverage)).toBe('configuration schema coverage: 2/3 (66.7%)');
  });
});

describe('incompleteEntries', () => {
  it('lists option headings that lack a type, a default or an example', () => {
    const section = (id: string, line: number, hasDefault: boolean) => ({
      id,
      level: 3,
      line,
      hasType: true,
      hasDefault,
      hasExample: true,
    });
    const pages = [
      {
        file: 'content/configuration/output.mdx',
        sections: [section('outputpath', 10, true), section('outputclean', 20, false)],
      } as ContentPage,
    ];
    expect(incompleteEntries(['output.path', 'output.clean'], pages)).toEqual([
      {
        file: 'content/configuration/output.mdx',
        line: 20,
        path: 'output.clean',
        missing: ['default'],
      },
    ]);
  });
});
