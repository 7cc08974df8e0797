/** The specification's hash redirect, as a pure function of the current location. */
import { HASH_REDIRECT } from '../../lib/site';

/**
 * Where `pathname` + `hash` must be replaced to, or `null` to stay: only
 * `/configuration/other-options/` with a hash starting `#cache` moves, keeping its hash.
 */
export function hashRedirectTarget(pathname: string, hash: string): string | null {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (path !== HASH_REDIRECT.from || !hash.startsWith(HASH_REDIRECT.hashPrefix)) return null;
  return `${HASH_REDIRECT.to}${hash}`;
}
