/** Headings and notes of the sponsor groups, worded for the type being shown. */
import { SPONSORS } from '@/lib/site';
import { type Rank, type SponsorType, tierRange } from './sponsor-ranks';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Formats whole US dollars, e.g. `$2,500`. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** The heading of a group, e.g. "Gold monthly sponsors". */
export function rankTitle(rank: Rank, type: SponsorType): string {
  if (rank === 'latest') return 'Latest sponsors';
  const kind = rank === 'backer' ? 'backers' : 'sponsors';
  const name = rank === 'backer' ? '' : `${rank[0]!.toUpperCase()}${rank.slice(1)} `;
  const title = `${name}${type === 'monthly' ? 'monthly ' : ''}${kind}`;
  return `${title[0]!.toUpperCase()}${title.slice(1)}`;
}

/** The line under a group heading: who belongs to it. */
export function rankNote(rank: Rank, type: SponsorType): string {
  if (rank === 'latest') return `First donation within the last ${SPONSORS.latestDays} days.`;
  const { min, max } = tierRange(rank, type);
  const per = type === 'monthly' ? 'a month' : 'in total';
  if (min === null) return `Less than ${formatDollars(max!)} ${per}: every amount helps.`;
  if (max === null) return `${formatDollars(min)} or more ${per}.`;
  return `${formatDollars(min)} or more ${per}, less than ${formatDollars(max)}.`;
}
