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

describe('sponsor data schema', () => {
  it('accepts the fixture and the committed data file', () => {
    expect(parseSponsorFile(fixture).sponsors).toHaveLength(3);
    const committed = JSON.parse(readFileSync('src/data/sponsors.json', 'utf8'));
    expect(() => parseSponsorFile(committed)).not.toThrow();
  });

  it('keeps the committed file honest: no sponsors unless a fetch produced them', () => {
    const committed = parseSponsorFile(JSON.parse(readFileSync('src/data/sponsors.json', 'utf8')));
    if (committed.fetchedAt === null) expect(committed.sponsors).toEqual([]);
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
