// The revision of an exported page: a short md5 of its HTML. Shared by the warm-up list (build-sw.mjs) and the section manifest (offline-sections.mjs), so a saved page and a warmed page agree.
import { createHash } from 'node:crypto';

/** Revision of a page's HTML bytes. */
export function pageRevision(html) {
  return createHash('md5').update(html).digest('hex').slice(0, 12);
}
