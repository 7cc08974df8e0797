/**
 * Pure sponsor logic of the landing page: tiers from amounts, the "latest" window, the ranked
 * lists for each type, and the random initial type. Amounts are US cents, thresholds dollars.
 */
import { SPONSORS, SPONSOR_MONTHLY_PROBABILITY } from '@/lib/site';

/** Which amount ranks a sponsor: the monthly average or the total given. */
export type SponsorType = 'monthly' | 'total';

/** A tier earned by an amount. */
export type Tier = (typeof SPONSORS.tiers)[number]['rank'] | 'backer';

/** A group of the sponsors section, in display order. */
export type Rank = 'latest' | Tier;

/** Display order of the groups. */
export const RANKS: readonly Rank[] = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'];

/** The fields ranking needs; the data file's sponsors satisfy it. */
export interface RankableSponsor {
  name: string;
  slug: string;
  website: string | null;
  avatar: string | null;
  firstDonation: string | null;
  totalDonations: number;
  monthlyDonations: number;
}

/** A sponsor as the section shows it. */
export interface SponsorCard {
  name: string;
  slug: string;
  /** The sponsor's website, else its Open Collective profile. */
  href: string;
  avatar: string | null;
  /** The amount that ranked it, in US cents. */
  amount: number;
}

/** One group of the ranked lists. */
export interface RankGroup {
  rank: Rank;
  sponsors: SponsorCard[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tier an amount (US cents) earns for a type; null for nothing given. */
export function tierOf(amountCents: number, type: SponsorType): Tier | null {
  if (!Number.isFinite(amountCents) || amountCents <= 0) return null;
  const tier = SPONSORS.tiers.find((t) => amountCents >= t[type] * 100);
  return tier ? tier.rank : 'backer';
}

/** Whether a first donation falls within the "latest" window ending at `now`. */
export function isLatest(firstDonation: string | null, now: Date): boolean {
  if (!firstDonation) return false;
  const age = now.getTime() - Date.parse(firstDonation);
  return age >= 0 && age <= SPONSORS.latestDays * DAY_MS;
}

/** Lower and upper bounds (dollars; upper exclusive, null: none) of a tier for a type. */
export function tierRange(
  tier: Tier,
  type: SponsorType,
): { min: number | null; max: number | null } {
  const tiers = SPONSORS.tiers;
  if (tier === 'backer') return { min: null, max: tiers[tiers.length - 1]![type] };
  const index = tiers.findIndex((t) => t.rank === tier);
  return { min: tiers[index]![type], max: index > 0 ? tiers[index - 1]![type] : null };
}

function amountOf(sponsor: RankableSponsor, type: SponsorType): number {
  return type === 'monthly' ? sponsor.monthlyDonations : sponsor.totalDonations;
}

function card(sponsor: RankableSponsor, type: SponsorType): SponsorCard {
  return {
    name: sponsor.name,
    slug: sponsor.slug,
    href: sponsor.website ?? `${new URL(SPONSORS.url).origin}/${sponsor.slug}`,
    avatar: sponsor.avatar,
    amount: amountOf(sponsor, type),
  };
}

/**
 * The sponsors grouped by rank for one type, every group present (possibly empty). Latest
 * lists newest first donations first; tiers list the largest amounts first.
 */
export function rankSponsors(
  sponsors: readonly RankableSponsor[],
  type: SponsorType,
  now: Date,
): RankGroup[] {
  const byAmount = (a: RankableSponsor, b: RankableSponsor) =>
    amountOf(b, type) - amountOf(a, type) || a.name.localeCompare(b.name);
  return RANKS.map((rank) => {
    const members =
      rank === 'latest'
        ? sponsors
            .filter((s) => isLatest(s.firstDonation, now))
            .sort((a, b) => Date.parse(b.firstDonation!) - Date.parse(a.firstDonation!))
        : sponsors.filter((s) => tierOf(amountOf(s, type), type) === rank).sort(byAmount);
    return { rank, sponsors: members.map((s) => card(s, type)) };
  });
}

/** The checkbox's first value: monthly with the configured probability, otherwise total. */
export function initialSponsorType(random: () => number = Math.random): SponsorType {
  return random() < SPONSOR_MONTHLY_PROBABILITY ? 'monthly' : 'total';
}

/** Whether local storage works here (it may be missing, blocked, or full). */
export function storageAvailable(storage: () => Storage | undefined): boolean {
  try {
    const store = storage();
    if (!store) return false;
    const key = '__webpack_storage_test__';
    store.setItem(key, key);
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
