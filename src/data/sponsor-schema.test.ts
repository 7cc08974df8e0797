import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fixture from './fixtures/sponsors.json';
import { parseSponsorFile } from './sponsor-schema.mjs';

const good = fixture.sponsors[0]!;
const file = (sponsors: unknown[], extra: object = {}) => ({
  fetchedAt: '2026-01-31T00:00:00.000Z',
  sponsors,
  ...extra,
});

/** Hosts reserved for examples (RFC 2606): `.example`, and example.com/.net/.org. */
const EXAMPLE_HOST = /(^|\.)(example|example\.com|example\.net|example\.org)$/i;

/**
 * Why a sponsor file cannot be real data from Open Collective: sponsors without a fetch, a
 * fetch dated in the future, fixture slugs (`fixture-…`, as in src/data/fixtures/sponsors.json)
 * or URLs on reserved example hosts.
 */
function honestyProblems(data: ReturnType<typeof parseSponsorFile>, now = new Date()): string[] {
  if (data.fetchedAt === null) {
    return data.sponsors.length
      ? ['sponsors listed although fetchedAt is null (no fetch produced them)']
      : [];
  }
  const problems: string[] = [];
  if (Date.parse(data.fetchedAt) > now.getTime()) {
    problems.push(`fetchedAt ${data.fetchedAt} is in the future`);
  }
  data.sponsors.forEach((sponsor, index) => {
    if (sponsor.slug.startsWith('fixture-')) {
      problems.push(`sponsors.${index}.slug "${sponsor.slug}" is fixture data`);
    }
    for (const field of ['website', 'avatar'] as const) {
      const url = sponsor[field];
      if (url && EXAMPLE_HOST.test(new URL(url).hostname)) {
        problems.push(`sponsors.${index}.${field} ${url} uses a reserved example host`);
      }
    }
  });
  return problems;
}

describe('sponsor data schema', () => {
  it('accepts the fixture and the committed data file', () => {
    expect(parseSponsorFile(fixture).sponsors).toHaveLength(3);
    const committed = JSON.parse(readFileSync('src/data/sponsors.json', 'utf8'));
    expect(() => parseSponsorFile(committed)).not.toThrow();
  });

  it('keeps the committed file honest: no sponsors unless a fetch produced them', () => {
    const committed = parseSponsorFile(JSON.parse(readFileSync('src/data/sponsors.json', 'utf8')));
    expect(honestyProblems(committed)).toEqual([]);
  });

  it('the honesty check catches fixture data, made-up hosts and a fetch from the future', () => {
    expect(honestyProblems(parseSponsorFile(fixture))).toEqual([
      'sponsors.0.slug "fixture-total-platinum" is fixture data',
      'sponsors.0.website https://total-platinum.example uses a reserved example host',
      'sponsors.0.avatar https://images.example/total-platinum.png uses a reserved example host',
      'sponsors.1.slug "fixture-monthly-gold" is fixture data',
      'sponsors.2.slug "fixture-newcomer" is fixture data',
      'sponsors.2.website https://newcomer.example uses a reserved example host',
      'sponsors.2.avatar https://images.example/newcomer.png uses a reserved example host',
    ]);
    const real = {
      ...good,
      slug: 'real-company',
      website: 'https://real.company/',
      avatar: 'https://images.opencollective.com/real/logo.png',
    };
    const now = new Date('2026-02-01T00:00:00.000Z');
    expect(honestyProblems(parseSponsorFile(file([real])), now)).toEqual([]);
    expect(
      honestyProblems(
        parseSponsorFile(file([real], { fetchedAt: '2026-02-02T00:00:00.000Z' })),
        now,
      ),
    ).toEqual(['fetchedAt 2026-02-02T00:00:00.000Z is in the future']);
    expect(
      honestyProblems(
        parseSponsorFile(file([{ ...real, website: 'https://www.example.com' }])),
        now,
      ),
    ).toEqual(['sponsors.0.website https://www.example.com uses a reserved example host']);
    expect(honestyProblems(parseSponsorFile(file([real], { fetchedAt: null })), now)).toEqual([
      'sponsors listed although fetchedAt is null (no fetch produced them)',
    ]);
  });

  it.each([
    ['a missing field', { ...good, slug: undefined }, /sponsors\.0\.slug/],
    ['an empty name', { ...good, name: ' ' }, /sponsors\.0\.name must not be empty/],
    ['a negative amount', { ...good, totalDonations: -1 }, /totalDonations must not be negative/],
    ['a fractional amount', { ...good, monthlyDonations: 1.5 }, /whole number of US cents/],
    ['an amount as text', { ...good, totalDonations: '100' }, /totalDonations must be a number/],
    [
      'a website that is not http(s)',
      { ...good, website: 'javascript:alert(1)' },
      /website must be an http\(s\) URL/,
    ],
    [
      'a date that is not ISO',
      { ...good, firstDonation: 'last week' },
      /firstDonation must be an ISO date-time/,
    ],
    ['an unknown field', { ...good, tier: 'gold' }, /sponsors\.0/],
  ])('rejects %s, naming the file and the field', (_, sponsor, reason) => {
    expect(() => parseSponsorFile(file([sponsor]), 'src/data/sponsors.json')).toThrow(reason);
    expect(() => parseSponsorFile(file([sponsor]), 'src/data/sponsors.json')).toThrow(
      /^src\/data\/sponsors\.json: /,
    );
  });

  it('rejects duplicate slugs, a wrong top level and a non-object', () => {
    expect(() => parseSponsorFile(file([good, good]))).toThrow(/sponsors\.1\.slug duplicates/);
    expect(() => parseSponsorFile({ sponsors: [] })).toThrow(/fetchedAt/);
    expect(() => parseSponsorFile(file([], { extra: true }))).toThrow();
    expect(() => parseSponsorFile([])).toThrow(/\(file\)/);
  });
});
