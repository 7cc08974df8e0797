/** Freshness of a page: when its file last changed and which webpack release it was checked with. */

/** Label before a page's last-update date. */
export const LAST_UPDATED_LABEL = 'Last updated';

/** Label before the webpack version a page was verified with. */
export const VERIFIED_WITH_LABEL = 'Verified with webpack';

/** Locale and zone of shown dates: fixed, so every build renders the same text. */
export const FRESHNESS_DATE_FORMAT = {
  locale: 'en',
  options: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
} as const satisfies { locale: string; options: Intl.DateTimeFormatOptions };

/**
 * How many webpack minors a page's `verifiedWith` may trail the pinned webpack before the
 * freshness check fails (issue 21): 5.112.x passes with 5.113 pinned, 5.111.x does not.
 */
export const MAX_MINORS_BEHIND = 1;
