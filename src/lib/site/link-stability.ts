/** Link stability: how old heading ids stay alive, and the switch for builds of other content. */

/** Attribute of an alias element: an empty element holding an old heading id. */
export const ANCHOR_ALIAS_ATTRIBUTE = 'data-anchor-alias';

/**
 * Set to `1` when building content that is not the site's (the synthetic benchmark corpus):
 * the export step then writes no fallback pages and the link gate checks no old urls.
 */
export const SKIP_LINK_PROMISES_ENV = 'SKIP_LINK_PROMISES';
