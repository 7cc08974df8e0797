/** Landing sponsors constants. */

/** Probability that the sponsors checkbox starts on "monthly". */
export const SPONSOR_MONTHLY_PROBABILITY = 0.33;

/**
 * Landing sponsors section: where the data comes from, the "latest" window and the tier
 * thresholds. Amounts are US dollars; a sponsor's tier is the highest whose threshold its
 * amount reaches, and anything above zero below bronze makes a backer.
 */
export const SPONSORS = {
  /** The Open Collective account whose contributors are listed. */
  collective: 'webpack',
  /** webpack's Open Collective page, the target of "Become a sponsor". */
  url: 'https://opencollective.com/webpack',
  /** Open Collective's public GraphQL API. */
  graphqlUrl: 'https://api.opencollective.com/graphql/v2',
  /** A first donation at most this many days old makes a sponsor "latest". */
  latestDays: 21,
  /** Minimum amounts in US dollars, per month and in total, highest tier first. */
  tiers: [
    { rank: 'platinum', monthly: 2500, total: 50_000 },
    { rank: 'gold', monthly: 500, total: 10_000 },
    { rank: 'silver', monthly: 100, total: 2000 },
    { rank: 'bronze', monthly: 10, total: 200 },
  ],
  /** Shown when a sponsor has no avatar or it fails to load. */
  fallbackAvatar: '/favicon.svg',
} as const;
