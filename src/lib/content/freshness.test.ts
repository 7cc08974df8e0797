import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  formatUpdated,
  isOlderMinor,
  minorsBehind,
  outdatedReport,
  outdatedVerifiedPages,
  parseVersion,
  pinnedVersion,
  staleReport,
  staleVerifiedPages,
  unverifiableClaims,
} from './freshness';

describe('formatUpdated', () => {
  it('shows the UTC day in English, whatever the time zone of the build', () => {
    expect(formatUpdated('2026-11-21T23:30:00.000Z')).toBe('November 21, 2026');
    expect(formatUpdated('2026-01-01T00:30:00+02:00')).toBe('December 31, 2025');
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatUpdated('soon')).toBe('soon');
  });
});

describe('versions', () => {
  it('parses major.minor.patch only', () => {
    expect(parseVersion('5.102.1')).toEqual([5, 102, 1]);
    expect(parseVersion('5.102')).toBeUndefined();
    expect(parseVersion('v5.1.0')).toBeUndefined();
  });

  it('reads the version a dependency spec pins or starts from', () => {
    expect(pinnedVersion('5.112.2')).toBe('5.112.2');
    expect(pinnedVersion('^5.112.2')).toBe('5.112.2');
    expect(pinnedVersion('~5.98.0')).toBe('5.98.0');
    expect(pinnedVersion('latest')).toBeUndefined();
    expect(pinnedVersion(undefined)).toBeUndefined();
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('5.98.0', '5.102.0')).toBeLessThan(0);
    expect(compareVersions('5.102.1', '5.102.1')).toBe(0);
    expect(compareVersions('5.102.10', '5.102.9')).toBeGreaterThan(0);
    expect(compareVersions('6.0.0', '5.200.0')).toBeGreaterThan(0);
    expect(() => compareVersions('5.x', '5.1.0')).toThrow('not a version: 5.x');
  });

  it('calls a version old when its minor (or major) is below the pinned one', () => {
    expect(isOlderMinor('5.98.4', '5.102.1')).toBe(true);
    expect(isOlderMinor('4.47.0', '5.0.0')).toBe(true);
    expect(isOlderMinor('5.102.0', '5.102.9')).toBe(false);
    expect(isOlderMinor('5.103.0', '5.102.9')).toBe(false);
  });

  it('never calls a page of a newer major old, whatever its minor', () => {
    expect(isOlderMinor('6.1.0', '5.102.0')).toBe(false);
  });

  it('refuses to judge a version it cannot read, naming the unreadable one', () => {
    expect(() => isOlderMinor('5.x', '5.102.1')).toThrow(/^not a version: 5\.x$/);
    expect(() => isOlderMinor('5.98.0', 'latest')).toThrow(/^not a version: latest$/);
  });
});

describe('staleVerifiedPages', () => {
  const pages = [
    { path: 'content/guides/old.mdx', verifiedWith: '5.98.0' },
    { path: 'content/configuration/output.mdx', verifiedWith: '5.102.0' },
    { path: 'content/concepts/never.mdx' },
    { path: 'content/api/ancient.mdx', verifiedWith: '4.46.0' },
    { path: 'content/guides/future.mdx', verifiedWith: '5.103.0' },
  ];

  it('lists the pages verified against an older minor, by path', () => {
    expect(staleVerifiedPages(pages, '5.102.1').map((page) => page.path)).toEqual([
      'content/api/ancient.mdx',
      'content/guides/old.mdx',
    ]);
  });

  it('prints one line per stale page, or says all is well', () => {
    expect(staleReport(staleVerifiedPages(pages, '5.102.1'), '5.102.1')).toBe(
      [
        'freshness: 2 page(s) verified against a webpack minor older than 5.102.1:',
        '  content/api/ancient.mdx: verifiedWith 4.46.0',
        '  content/guides/old.mdx: verifiedWith 5.98.0',
      ].join('\n'),
    );
    expect(staleReport([], '5.102.1')).toContain('every verified page');
  });

  it('finds claims newer than the installed webpack', () => {
    expect(unverifiableClaims(pages, '5.102.1').map((page) => page.path)).toEqual([
      'content/guides/future.mdx',
    ]);
  });

  it('accepts a claim of exactly the installed webpack', () => {
    expect(unverifiableClaims(pages, '5.103.0')).toEqual([]);
  });
});

describe('pages too far behind the pinned webpack (the failing rule)', () => {
  const pages = [
    { path: 'content/a.mdx', verifiedWith: '5.113.0' },
    { path: 'content/b.mdx', verifiedWith: '5.112.2' },
    { path: 'content/d.mdx', verifiedWith: '5.111.0' },
    { path: 'content/c.mdx', verifiedWith: '4.46.0' },
    { path: 'content/e.mdx' },
  ];

  it('counts minors behind; an older major is infinitely far, a newer page is not behind', () => {
    expect(minorsBehind('5.112.2', '5.113.0')).toBe(1);
    expect(minorsBehind('5.111.9', '5.113.0')).toBe(2);
    expect(minorsBehind('5.113.4', '5.113.0')).toBe(0);
    expect(minorsBehind('4.46.0', '5.0.0')).toBe(Infinity);
    expect(() => minorsBehind('5.1', '5.113.0')).toThrow(/^not a version: 5\.1$/);
    expect(() => minorsBehind('5.112.0', 'next')).toThrow(/^not a version: next$/);
  });

  it('does not count a page of a newer major as behind', () => {
    expect(minorsBehind('6.0.0', '5.113.0')).toBe(0);
  });

  it('passes one minor behind and fails two, listing the pages by path', () => {
    const outdated = outdatedVerifiedPages(pages, '5.113.0');
    expect(outdated.map((page) => page.path)).toEqual(['content/c.mdx', 'content/d.mdx']);
    expect(outdatedReport(outdated, '5.113.0')).toBe(
      [
        'freshness: 2 page(s) verified more than 1 minor(s) behind webpack 5.113.0; re-verify them and update verifiedWith:',
        '  content/c.mdx: verifiedWith 4.46.0',
        '  content/d.mdx: verifiedWith 5.111.0',
      ].join('\n'),
    );
  });
});
