import { describe, expect, it } from 'vitest';
import {
  formatOptionsCoverage,
  formatOptionsTotal,
  OPTIONS_PAGES,
  optionsCoverage,
  topLevelOptions,
} from './options-coverage';

const page = { pkg: 'demo-loader', url: '/loaders/demo-loader/' };

const source = [
  '---',
  'title: demo-loader',
  '---',
  '',
  '## Options',
  '',
  '### sourceMap',
  '',
  '`boolean`',
  '',
  'Default: `false`',
  '',
  'Text.',
  '',
  '### esModule',
  '',
  '`boolean`',
  '',
  '```js',
  '// Default: true (inside code, does not count)',
  '```',
  '',
  '#### esModule details',
  '',
  'Default: `true` (under a deeper heading, does not count)',
  '',
  '### importLoaders',
  '',
  'Default: `0`',
  '',
  '### api',
  '',
  '`string`',
].join('\n');

describe('topLevelOptions', () => {
  it('unions the top-level properties of several schemas, in order, once each', () => {
    expect(
      topLevelOptions([{ properties: { a: {}, b: {} } }, { properties: { b: {}, c: {} } }, {}]),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('optionsCoverage', () => {
  it('needs a heading with the option slug, a type line and a Default: line', () => {
    const coverage = optionsCoverage(
      page,
      ['sourceMap', 'esModule', 'importLoaders', 'api', 'filter'],
      source,
    );
    expect(coverage.pageFound).toBe(true);
    expect(coverage.covered).toBe(1);
    expect(coverage.total).toBe(5);
    expect(coverage.missing).toEqual([
      { option: 'esModule', problem: 'no Default: line' },
      { option: 'importLoaders', problem: 'no type line' },
      { option: 'api', problem: 'no Default: line' },
      { option: 'filter', problem: 'no heading' },
    ]);
  });

  it('accepts the option h3 when a section heading took the same slug first', () => {
    const clash = [
      '## Options',
      '',
      'Intro.',
      '',
      '### options',
      '',
      '`object`',
      '',
      'Default: `{}`',
    ];
    expect(optionsCoverage(page, ['options'], clash.join('\n')).missing).toEqual([]);
    const sectionOnly = ['## Options', '', 'Intro.'];
    expect(optionsCoverage(page, ['options'], sectionOnly.join('\n')).missing).toEqual([
      { option: 'options', problem: 'no type line' },
    ]);
  });

  it('ignores heading-like lines inside code fences', () => {
    const fenced = [
      '### a',
      '',
      '```bash',
      '# not a heading',
      '```',
      '',
      '`string`',
      '',
      'Default: `x`',
    ];
    expect(optionsCoverage(page, ['a'], fenced.join('\n')).covered).toBe(1);
  });

  it('reports a missing page instead of failing', () => {
    const coverage = optionsCoverage(page, ['a', 'b'], undefined);
    expect(coverage).toMatchObject({ pageFound: false, covered: 0, total: 2 });
    expect(formatOptionsCoverage(coverage)).toBe(
      'demo-loader: 0/2 (page missing: /loaders/demo-loader/)',
    );
  });

  it('formats per package and in total', () => {
    const full = optionsCoverage(page, ['sourceMap'], source);
    expect(formatOptionsCoverage(full)).toBe('demo-loader: 1/1');
    const partial = optionsCoverage(page, ['sourceMap', 'api'], source);
    expect(formatOptionsCoverage(partial)).toBe('demo-loader: 1/2 (api: no Default: line)');
    expect(formatOptionsTotal([full, partial])).toBe('total: 2/3 (66.7%)');
  });
});

describe('OPTIONS_PAGES', () => {
  it('lists each package once, with page urls under /loaders/ or /plugins/', () => {
    const names = OPTIONS_PAGES.map((entry) => entry.pkg);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of OPTIONS_PAGES) {
      expect(entry.url).toBe(
        `/${entry.pkg.endsWith('-loader') ? 'loaders' : 'plugins'}/${entry.pkg}/`,
      );
      expect(entry.schemas.length).toBeGreaterThan(0);
    }
  });
});
