/** The shared config in the URL fragment: `#config=<encoded text>`, so a link needs no server. */
import { EXPLAIN_FRAGMENT_KEY } from '../lib/site/config-explainer';

export function configFragment(source: string): string {
  return `#${EXPLAIN_FRAGMENT_KEY}=${encodeURIComponent(source)}`;
}

/** The config a fragment carries, or undefined (another anchor, or a broken encoding). */
export function configFromFragment(hash: string): string | undefined {
  const prefix = `#${EXPLAIN_FRAGMENT_KEY}=`;
  if (!hash.startsWith(prefix)) return undefined;
  try {
    return decodeURIComponent(hash.slice(prefix.length));
  } catch {
    return undefined;
  }
}
