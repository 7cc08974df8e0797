/**
 * The places in a rendered page that the export steps and the service worker find in the HTML
 * (the reading copies cut the sidebar and the article column out of each page, then refill a
 * template): `scripts/reading-copies.mjs` and `src/worker/reading-copy.ts` look for them from
 * here, the server components render them from here, and the client components on the first
 * load (sidebar, opener, table of contents) keep literals that page-hooks.test.tsx holds to
 * these: an import would add a module to a first-load budget that has no room left.
 */

/** `id` of the sidebar's panel; the sidebar's `<nav>` is its child. */
export const SIDEBAR_ID = 'sidebar';

/** `id` prefix of a sidebar item's list of anchors (`anchors-concepts-entry-points-`). */
export const ANCHORS_ID_PREFIX = 'anchors-';

/** The `id` of the anchors list of the sidebar item for `url`. */
export const anchorsListId = (url: string) =>
  `${ANCHORS_ID_PREFIX}${url.replace(/[^a-z0-9]+/gi, '-')}`;

/** The element whose parent is the article column (title, body, page actions, previous/next). */
export const ARTICLE_TAG = 'article';

/** `aria-label` of the "On this page" navigation, which reading copies leave out. */
export const TOC_LABEL = 'On this page';

/** Attribute of the notification banner, which reading copies leave out. */
export const NOTIFICATION_ATTRIBUTE = 'data-notification';

/** Attribute `<html>` carries in a reading copy (the stylesheet hides app-only controls). */
export const READING_COPY_ATTRIBUTE = 'data-reading-copy';
