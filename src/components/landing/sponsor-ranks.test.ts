import { describe, expect, it } from 'vitest';
import fixture from '@/data/fixtures/sponsors.json';
import { SPONSORS } from '@/lib/site';
import { rankNote, rankTitle } from './sponsor-labels';
import {
  RANKS,
  type SponsorType,
  initialSponsorType,
  isLatest,
  rankSponsors,
  storageAvailable,
  tierOf,
  tierRange,
} from './sponsor-ranks';

const NOW = new Date('2026-01-31T00:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32) standing in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('tierOf', () => {
  const types: SponsorType[] = ['monthly', 'total'];
  const expected = {
    monthly: { platinum: 250_000, gold: 50_000, silver: 10_000, bronze: 1000 },
    total: { platinum: 5_000_000, gold: 1_000_000, silver: 200_000, bronze: 20_000 },
  };

  for (const type of types) {
    it(`ranks ${type} amounts at the specification's thresholds (in cents), not near them`, () => {
      for (const [rank, cents] of Object.entries(expected[type])) {
        expect(tierOf(cents, type)).toBe(rank);
        expect(tierOf(cents - 1, type)).not.toBe(rank);
      }
    });

    it(`assigns each ${type} tier exactly from its threshold, and the one below a cent under it`, () => {
      const below = ['gold', 'silver', 'bronze', 'backer'] as const;
      SPONSORS.tiers.forEach((tier, index) => {
        const cents = tier[type] * 100;
        expect(tierOf(cents, type)).toBe(tier.rank);
        expect(tierOf(cents + 1, type)).toBe(tier.rank);
        expect(tierOf(cents - 1, type)).toBe(below[index]);
      });
    });

    it(`makes any positive ${type} amount under bronze a backer, and nothing no tier`, () => {
      expect(tierOf(1, type)).toBe('backer');
      expect(tierOf(0, type)).toBeNull();
      expect(tierOf(-5, type)).toBeNull();
      expect(tierOf(Number.NaN, type)).toBeNull();
    });
  }

  it('gives a tier its bounds for the type, open-ended at the top', () => {
    expect(tierRange('platinum', 'monthly')).toEqual({ min: 2500, max: null });
    expect(tierRange('gold', 'total')).toEqual({ min: 10_000, max: 50_000 });
    expect(tierRange('backer', 'monthly')).toEqual({ min: null, max: 10 });
  });
});

describe('isLatest', () => {
  it('counts a first donation up to 21 days old, not one a moment older or in the future', () => {
    expect(SPONSORS.latestDays).toBe(21);
    const at = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
    expect(isLatest(at(0), NOW)).toBe(true);
    expect(isLatest(at(21 * DAY), NOW)).toBe(true);
    expect(isLatest(at(21 * DAY + 1000), NOW)).toBe(false);
    expect(isLatest(at(-DAY), NOW)).toBe(false);
    expect(isLatest(null, NOW)).toBe(false);
  });
});

describe('rankSponsors', () => {
  it('returns every rank in display order, empty without data', () => {
    const groups = rankSponsors([], 'total', NOW);
    expect(groups.map((g) => g.rank)).toEqual(RANKS);
    expect(RANKS).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
    expect(groups.every((g) => g.sponsors.length === 0)).toBe(true);
  });

  it('ranks by total or by monthly amount, leaving out sponsors who give nothing monthly', () => {
    const slugs = (type: SponsorType) =>
      Object.fromEntries(
        rankSponsors(fixture.sponsors, type, NOW).map((g) => [
          g.rank,
          g.sponsors.map((s) => s.slug),
        ]),
      );
    expect(slugs('total')).toEqual({
      latest: ['fixture-newcomer'],
      platinum: ['fixture-total-platinum'],
      gold: [],
      silver: [],
      bronze: ['fixture-monthly-gold'],
      backer: ['fixture-newcomer'],
    });
    expect(slugs('monthly')).toEqual({
      latest: ['fixture-newcomer'],
      platinum: [],
      gold: ['fixture-monthly-gold'],
      silver: [],
      bronze: [],
      backer: ['fixture-newcomer'],
    });
  });

  it('links a sponsor to its website, else its Open Collective profile, with the ranking amount', () => {
    const gold = rankSponsors(fixture.sponsors, 'monthly', NOW).find((g) => g.rank === 'gold')!;
    expect(gold.sponsors[0]).toEqual({
      name: 'Fixture Monthly Gold',
      slug: 'fixture-monthly-gold',
      href: 'https://opencollective.com/fixture-monthly-gold',
      avatar: null,
      amount: 60000,
    });
  });

  it('lists the latest sponsors newest first, whatever their amounts or names', () => {
    const base = { website: null, avatar: null, monthlyDonations: 0 };
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
    const groups = rankSponsors(
      [
        {
          ...base,
          name: 'A Oldest',
          slug: 'oldest',
          firstDonation: daysAgo(20),
          totalDonations: 900,
        },
        {
          ...base,
          name: 'C Newest',
          slug: 'newest',
          firstDonation: daysAgo(1),
          totalDonations: 100,
        },
        {
          ...base,
          name: 'B Middle',
          slug: 'middle',
          firstDonation: daysAgo(9),
          totalDonations: 500,
        },
        {
          ...base,
          name: 'D Too old',
          slug: 'too-old',
          firstDonation: daysAgo(30),
          totalDonations: 1,
        },
      ],
      'total',
      NOW,
    );
    expect(groups.find((g) => g.rank === 'latest')!.sponsors.map((s) => s.slug)).toEqual([
      'newest',
      'middle',
      'oldest',
    ]);
  });

  it('orders a tier by amount, largest first', () => {
    const base = { website: null, avatar: null, firstDonation: null, monthlyDonations: 0 };
    const groups = rankSponsors(
      [
        { ...base, name: 'Small', slug: 'small', totalDonations: 100 },
        { ...base, name: 'Large', slug: 'large', totalDonations: 900 },
      ],
      'total',
      NOW,
    );
    expect(groups.find((g) => g.rank === 'backer')!.sponsors.map((s) => s.slug)).toEqual([
      'large',
      'small',
    ]);
  });
});

describe('initialSponsorType', () => {
  it('starts on monthly with probability 0.33, otherwise total (seeded source)', () => {
    const random = seeded(20_240_601);
    const draws = 20_000;
    let monthly = 0;
    for (let i = 0; i < draws; i++) if (initialSponsorType(random) === 'monthly') monthly++;
    expect(monthly / draws).toBeGreaterThan(0.32);
    expect(monthly / draws).toBeLessThan(0.34);
  });

  it('draws monthly strictly below 0.33', () => {
    expect(initialSponsorType(() => 0)).toBe('monthly');
    expect(initialSponsorType(() => 0.3299)).toBe('monthly');
    expect(initialSponsorType(() => 0.33)).toBe('total');
    expect(initialSponsorType(() => 0.99)).toBe('total');
  });
});

describe('storageAvailable', () => {
  it('is false when storage is missing or throws, true when it works', () => {
    const working = { setItem: () => {}, removeItem: () => {} } as unknown as Storage;
    const throwing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(storageAvailable(() => working)).toBe(true);
    expect(storageAvailable(() => undefined)).toBe(false);
    expect(storageAvailable(() => throwing)).toBe(false);
    expect(
      storageAvailable(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
  });
});

describe('sponsor labels', () => {
  it('names groups for the type and states who belongs', () => {
    expect(rankTitle('gold', 'monthly')).toBe('Gold monthly sponsors');
    expect(rankTitle('gold', 'total')).toBe('Gold sponsors');
    expect(rankTitle('backer', 'monthly')).toBe('Monthly backers');
    expect(rankTitle('backer', 'total')).toBe('Backers');
    expect(rankTitle('latest', 'monthly')).toBe('Latest sponsors');
    expect(rankNote('platinum', 'total')).toBe('$50,000 or more in total.');
    expect(rankNote('silver', 'monthly')).toBe('$100 or more a month, less than $500.');
    expect(rankNote('backer', 'total')).toBe('Less than $200 in total: every amount helps.');
    expect(rankNote('latest', 'total')).toBe('First donation within the last 21 days.');
  });
});
