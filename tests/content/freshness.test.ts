// Freshness (issue 11): LISTS the pages whose `verifiedWith` is older than the pinned webpack
// devDependency's minor. One minor behind only warns: a new webpack minor must not block every
// merge until each page is re-checked. It fails when a page is more than one minor behind
// (issue 21), listing the pages to re-verify, and on a claim nobody can have made: a version
// newer than the installed one. The detection itself is unit-tested in
// src/lib/content/freshness.test.ts on fixture data with old pages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';
import {
  outdatedReport,
  outdatedVerifiedPages,
  pinnedVersion,
  staleReport,
  staleVerifiedPages,
  unverifiableClaims,
} from '@/lib/content/freshness';
import { contentPages } from './load';

const pkg = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
  devDependencies?: Record<string, string>;
};

describe('freshness of verified pages', () => {
  const pinned = pinnedVersion(pkg.devDependencies?.webpack);
  const pages = contentPages().map((page) => ({
    path: page.file,
    ...(typeof page.frontmatter.verifiedWith === 'string'
      ? { verifiedWith: page.frontmatter.verifiedWith }
      : {}),
  }));

  it('package.json pins a webpack version', () => {
    expect(pinned).toBeDefined();
  });

  it('lists pages verified against an older webpack minor (warning only)', () => {
    const stale = staleVerifiedPages(pages, pinned!);
    const report = staleReport(stale, pinned!);
    const verified = pages.filter((page) => page.verifiedWith);
    // The warning names exactly the pages of an older major or minor, each with its version.
    const [major, minor] = pinned!.split('.').map(Number) as [number, number];
    for (const page of verified) {
      const [pageMajor, pageMinor] = page.verifiedWith!.split('.').map(Number) as [number, number];
      const older = pageMajor < major || (pageMajor === major && pageMinor < minor);
      const line = `  ${page.path}: verifiedWith ${page.verifiedWith}`;
      expect(report.split('\n').includes(line), line).toBe(older);
    }
    expect(stale.length === 0).toBe(report.includes('every verified page'));
    console.log(`freshness: ${verified.length} page(s) carry verifiedWith; pinned webpack ${pinned}.`);
    (stale.length ? console.warn : console.log)(report);
  });

  it('no page is more than one minor behind the pinned webpack (fails, listing the pages)', () => {
    const outdated = outdatedVerifiedPages(pages, pinned!);
    expect(outdated, outdatedReport(outdated, pinned!)).toEqual([]);
  });

  it('no page claims a webpack newer than the installed one', () => {
    expect(unverifiableClaims(pages, pinned!)).toEqual([]);
  });
});
