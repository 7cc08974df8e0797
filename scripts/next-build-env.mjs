// The environment `next build` runs in. Next salts its webpack cache with the server actions'
// encryption key, and where it takes the machine for a container (a /.dockerenv, as here and on
// most CI runners) it makes a new key for every build: its compile cache in .next/cache never
// served a build. A static export has no server actions, so the key protects nothing; a fixed
// one keeps the cache (a warm compile fell from 22 s to 7 s). A key set by the caller wins.
import { createHash } from 'node:crypto';

/** 32 bytes in base64, as Next expects of an AES-256 key; the same for every build. */
export const STATIC_EXPORT_KEY = createHash('sha256')
  .update('webpack docs: a static export has no server actions')
  .digest('base64');

/** `env` with the server actions key Next's compile cache needs to stay valid. */
export function nextBuildEnv(env) {
  return {
    ...env,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY || STATIC_EXPORT_KEY,
  };
}
